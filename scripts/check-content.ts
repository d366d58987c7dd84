/**
 * Checks content/ (CONTENT_DIR when set) without building: `npm run check-content`. The same check
 * runs as every `gatsby build` and `gatsby develop` starts (gatsby-config.ts and
 * plugins/content-checks) and before `npm run cms`, so this is a quicker way to the same messages.
 */
import { contentIsFine } from './lib/content-problems'

void contentIsFine().then(fine => {
  if (!fine) process.exit(1)
  console.log('content/ is fine: every file, entry and field checks out.')
})
