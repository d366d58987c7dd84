/** `npm run bench`'s image fit: per device profile, the pixels delivered ÷ the pixels the boxes need (docs/performance.md). */
import { runBench, withChromium } from './lib/bench-harness'
import { DEVICE_PROFILES, imageFits } from './lib/image-fit'

const PORT = Number(process.env.IMAGE_FIT_PORT ?? 9392)

type ImageFit = Awaited<ReturnType<typeof imageFits>>[number]

/** Weighted by need: the page's delivered pixels ÷ the pixels all its boxes need. */
const overall = (fits: ImageFit[]): number =>
  fits.reduce((sum, fit) => sum + fit.ratio * fit.need, 0) / fits.reduce((sum, fit) => sum + fit.need, 0)

const cell = (fits: ImageFit[]): string => {
  const worst = fits.reduce((a, b) => (Math.abs(Math.log(b.ratio)) > Math.abs(Math.log(a.ratio)) ? b : a))
  const below = fits.filter(fit => fit.ratio < 0.9).length
  return `${overall(fits).toFixed(2)} | ${worst.ratio.toFixed(2)} (${worst.src.split('/').pop()}) | ${below}`
}

runBench(() =>
  withChromium(PORT, {}, async (origin, browser) => {
    const rows = [
      '| device (CSS px @ DPR) | delivered ÷ needed | worst image | below 0.9× |',
      '|---|---|---|---|',
    ]
    for (const profile of DEVICE_PROFILES) {
      rows.push(
        `| ${profile.width}@${profile.dpr} | ${cell(await imageFits(browser, `${origin}/`, profile))} |`,
      )
    }
    console.log(
      `\nImage fit on /, every painted image (DPR capped at 2, as Lighthouse's rule):\n\n${rows.join('\n')}\n`,
    )
  }),
)
