#!/usr/bin/env node
/** Renders scripts/artwork/*.svg to the sample images and film; usage and outputs: scripts/artwork/README.md. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ART = path.join(ROOT, 'scripts', 'artwork')
const FFMPEG = process.env.FFMPEG || 'ffmpeg'
const withVideo = !process.argv.includes('--no-video')
const withImages = !process.argv.includes('--no-images')

// The video lives beside the other content so Gatsby gives it a hashed, long-cacheable URL.
const VIDEO_DIR = 'content/video'

const CREAM = '#FBF5E9'
const JPEG = { quality: 82, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' }

const FPS = 30
const SLIDE_SECONDS = 4 // each slide's on-screen time, including its crossfades
const FADE_SECONDS = 0.8
const OUT_W = 1280
const OUT_H = 720
const RENDER_SCALE = 2 // slides are rendered at 2× so the slow zoom/pan stays smooth

/** Camera moves (z zoom, fx/fy window 0..1, start to end): pans compress better than zooms. */
const SCENES = [
  // Starts at zoom 1, window 0,0, so the film's first frame is the poster.
  { svg: 'story-poster.svg', z: [1.0, 1.08], fx: [0, 0.32], fy: [0, 0.6] },
  { svg: 'slide-2-harvest.svg', z: [1.1, 1.1], fx: [0.85, 0.2], fy: [0.7, 0.5] },
  { svg: 'slide-3-ingredients.svg', z: [1.1, 1.1], fx: [0.15, 0.75], fy: [0.65, 0.35] },
  { svg: 'slide-4-powder.svg', z: [1.1, 1.1], fx: [0.8, 0.2], fy: [0.4, 0.6] },
  { svg: 'slide-5-product.svg', z: [1.08, 1.0], fx: [0.15, 0.5], fy: [0.4, 0.5] },
]
/** The captions track: one cue a scene, in the same order. */
const CAPTIONS = [
  "In Drobonso, in Ghana's Ashanti Region, our day starts at dawn on the okro fields.",
  'Tender okro pods are picked by hand, straight into the basket.',
  'Fresh ginger, garlic and ayoyo leaves join the harvest.',
  'Everything is dried and finely milled into a vibrant green powder.',
  'Drobonso Farms Powdered Okro, fortified with ginger, garlic and ayoyo.',
]

const rel = p => path.relative(ROOT, p)
const mkdirFor = file => fs.mkdirSync(path.dirname(file), { recursive: true })
const kb = file => `${(fs.statSync(file).size / 1024).toFixed(1)} KB`

function render(name, width, height, scale = 1) {
  const file = path.join(ART, name)
  if (!fs.existsSync(file)) throw new Error(`Missing artwork: ${rel(file)}`)
  // At librsvg's default 72 dpi one SVG unit is one pixel, so density is the scale.
  return sharp(fs.readFileSync(file), { density: 72 * scale })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: CREAM })
}

async function renderJpeg(svg, file, width, height) {
  const out = path.join(ROOT, 'content/images', file)
  mkdirFor(out)
  await render(svg, width, height).jpeg(JPEG).toFile(out)
  console.log(`  ${rel(out)}  ${width}×${height}  ${kb(out)}`)
}

/** The film needs ffmpeg with libx264 and libvpx; a missing ffmpeg lists no encoders at all. */
function checkFfmpeg() {
  const encoders = spawnSync(FFMPEG, ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? ''
  const missing = ['libx264', 'libvpx-vp9'].filter(encoder => !encoders.includes(encoder))
  if (missing.length === 0) return
  console.error(
    `\n✖ "${FFMPEG}" is missing or lacks ${missing.join(' and ')}: apt-get install -y ffmpeg\n` +
      '  (or set FFMPEG=/path/to/ffmpeg, or run with --no-video to build only the images)\n',
  )
  process.exit(2)
}

function ffmpeg(args) {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  if (r.status !== 0)
    throw new Error(`ffmpeg failed (exit ${r.status}):\n${r.stderr}\nargs: ${args.join(' ')}`)
}

// WebVTT's hh:mm:ss.ttt, cut from an ISO date since the film is far shorter than a day.
const ts = sec => new Date(Math.round(sec * 1000)).toISOString().slice(11, 23)

async function images() {
  console.log('Images')
  await renderJpeg('hero.svg', 'hero.jpg', 2400, 1600)
  for (const n of ['one', 'two', 'three'])
    await renderJpeg(`product-${n}.svg`, `products/powdered-okro-${n}.jpg`, 1200, 1200)
  // Wider than the film: a 1440 px screen at 2× shows the poster 960 px wide, 1,920 pixels.
  await renderJpeg('story-poster.svg', 'story-poster.jpg', 1920, 1080)
}

async function video() {
  console.log('Video')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-assets-'))
  try {
    const slidePngs = SCENES.map((_, i) => path.join(tmp, `slide-${i + 1}.png`))
    for (const [i, { svg }] of SCENES.entries()) {
      await render(svg, OUT_W * RENDER_SCALE, OUT_H * RENDER_SCALE, RENDER_SCALE)
        .png()
        .toFile(slidePngs[i])
    }

    const frames = Math.round(SLIDE_SECONDS * FPS)
    const last = frames - 1
    // Sine in-out easing, so each move starts and stops gently.
    const ease = `((1-cos(PI*min(on/${last},1)))/2)`
    const lerp = (a, b) => (a === b ? `${a}` : `(${a}+(${+(b - a).toFixed(4)})*${ease})`)
    const parts = SCENES.map((sc, i) => {
      const z = lerp(sc.z[0], sc.z[1])
      const x = `(iw-iw/zoom)*${lerp(sc.fx[0], sc.fx[1])}`
      const y = `(ih-ih/zoom)*${lerp(sc.fy[0], sc.fy[1])}`
      return `[${i}:v]zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${OUT_W}x${OUT_H}:fps=${FPS},setsar=1,format=yuv420p[s${i}]`
    })
    // Each slide fades into the film so far: s0 and s1 make x1, x1 and s2 make x2, …, the last makes vout.
    for (let i = 1; i < SCENES.length; i++) {
      const offset = (i * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(3)
      const from = i === 1 ? 's0' : `x${i - 1}`
      const to = i === SCENES.length - 1 ? 'vout' : `x${i}`
      parts.push(`[${from}][s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[${to}]`)
    }
    const duration = SCENES.length * SLIDE_SECONDS - (SCENES.length - 1) * FADE_SECONDS
    const graph = parts.join(';')
    const common = [
      ...slidePngs.flatMap(p => ['-i', p]),
      ...['-filter_complex', graph, '-map', '[vout]', '-an', '-r', String(FPS), '-t', duration.toFixed(3)],
      ...'-map_metadata -1 -fflags +bitexact -flags:v +bitexact'.split(' '),
    ]

    const mp4 = path.join(ROOT, VIDEO_DIR, 'story.mp4')
    const webm = path.join(ROOT, VIDEO_DIR, 'story.webm')
    mkdirFor(mp4)
    const gop = `-g ${FPS * 10}`
    const h264 = '-c:v libx264 -profile:v main -level:v 3.1 -pix_fmt yuv420p -preset slow -crf 31'
    const h264Options = `-tune animation ${gop} -sc_threshold 0 -threads 2 -movflags +faststart`
    ffmpeg([...common, ...`${h264} ${h264Options}`.split(' '), mp4])
    console.log(`  ${rel(mp4)}  ${OUT_W}×${OUT_H}  ${duration}s  ${kb(mp4)}`)
    const vp9 = '-c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 42 -deadline good -cpu-used 2'
    ffmpeg([...common, ...`${vp9} -row-mt 0 -threads 1 -tile-columns 0 ${gop}`.split(' '), webm])
    console.log(`  ${rel(webm)}  ${OUT_W}×${OUT_H}  ${duration}s  ${kb(webm)}`)

    // Each cue switches at the middle of its crossfade: scene i starts at the i-th switch.
    const cueAt = i =>
      i === 0 ? 0 : i === SCENES.length ? duration : i * (SLIDE_SECONDS - FADE_SECONDS) + FADE_SECONDS / 2
    const note =
      'Drobonso Farms brand film. The film has no speech or music; these captions describe each scene.'
    const cues = CAPTIONS.map(
      (caption, i) => `scene-${i + 1}\n${ts(cueAt(i))} --> ${ts(cueAt(i + 1))}\n${caption}\n\n`,
    )
    const vttOut = path.join(ROOT, VIDEO_DIR, 'story.en.vtt')
    fs.writeFileSync(vttOut, `WEBVTT\n\nNOTE\n${note}\n\n${cues.join('')}`)
    console.log(`  ${rel(vttOut)}  ${kb(vttOut)}`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

if (withVideo) checkFfmpeg()
sharp.cache(false)
if (withImages) await images()
if (withVideo) await video()
else console.log('Video skipped (--no-video).')
console.log('Done.')
