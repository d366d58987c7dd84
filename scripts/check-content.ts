/** `npm run check-content`: the check every build starts with, without the build, for quicker messages. */
import { contentIsFine } from './lib/content-problems'

void contentIsFine().then(fine => {
  if (!fine) process.exit(1)
  console.log('content/ is fine: every file, entry and field checks out.')
})
