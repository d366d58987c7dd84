/** `npm run report -- [--out <file.html>] <log files…>`: GoAccess's counts of nginx's two logs as one page for the farm (docs/visit-counts.md). */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import escapeHtml from 'escape-html'
import zlib from 'zlib'
import {
  EVENT_ACTIONS,
  EVENT_SECTIONS,
  type EventAction,
  type EventSection,
} from '../src/config/order-events'
import { PALETTE } from '../src/config/palette'
import type { Content } from '../plugins/content-source/read-and-check/load-content'
import { contentOrExit } from './lib/content-problems'

const ROOT = path.resolve(__dirname, '..')
const FONT = path.join(ROOT, 'src/fonts/dm-serif-display-400-basic.woff2')

/** deploy/nginx.conf's drobonso_page and drobonso_event formats, in GoAccess's terms. */
const GOACCESS_FORMAT = [
  '--log-format=%h [%d:%t %^] "%m %U" %s %u "%R"',
  '--date-format=%d/%b/%Y',
  '--time-format=%H:%M:%S',
  // The host field is always "-": the logs hold no address.
  '--no-ip-validation',
  '--no-global-config',
  '--no-progress',
]
/** An order tap as the events log writes it: /e/<action>/<product id or ->/<section>. */
const EVENT_PATH = new RegExp(
  `^/e/(${Object.keys(EVENT_ACTIONS).join('|')})/(\\d+|-)/(${Object.keys(EVENT_SECTIONS).join('|')})$`,
)
/** An events log line's date and path: `- [21/Nov/2026:10:00:40 +0000] "POST /e/call/2/dialog" …`. */
const EVENT_LINE = /\[([^:]+):[^\]]*\] "POST (\/e\/\S*)"/
const ACTIONS = Object.keys(EVENT_ACTIONS) as EventAction[]
type Taps = Record<EventAction, number>
/** Opening a dialog happens only on a product's card: the other taps are counted per section. */
const TAPS_IN_DIALOG = ACTIONS.filter(action => action !== 'dialog')

type Panel = { data: { data: string; hits: { count: number } }[] }
interface GoAccessReport {
  general: { start_date?: string; end_date?: string }
  visitors?: Panel
  referring_sites?: Panel
}

function fail(message: string): never {
  console.error(`report: ${message}`)
  process.exit(1)
}

/** GoAccess's counts of the page views, read from its standard input, as JSON. */
function goaccess(lines: string[]): GoAccessReport {
  const run = spawnSync('goaccess', ['-', ...GOACCESS_FORMAT, '--output=json'], {
    input: lines.join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error) fail(`GoAccess is not installed (sudo apt-get install -y goaccess): ${run.error.message}`)
  if (run.status !== 0) fail(`GoAccess could not read the logs:\n${run.stderr}`)
  return JSON.parse(run.stdout) as GoAccessReport
}

/** A log file's text; rotated logs may be gzipped. */
const readLog = (file: string): string => {
  const bytes = fs.readFileSync(file)
  return (file.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes).toString('utf8')
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const
/** 20261121 → Sat 21 Nov 2026 */
const dayLabel = (yyyymmdd: string): string =>
  new Date(yyyymmdd.replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3T12:00:00Z')).toLocaleDateString('en-GB', DAY)

const zero = (): Taps => Object.fromEntries(ACTIONS.map(action => [action, 0])) as Taps
const rowOf = <Key>(table: Map<Key, Taps>, key: Key): Taps =>
  table.get(key) ?? table.set(key, zero()).get(key)!
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0)

/** The logs' lines: page views for GoAccess, and the order taps, a fixed vocabulary, counted as they are read. */
function readLogs(files: string[]) {
  const pages: string[] = []
  const eventDays: string[] = []
  /** Per product id: taps by action. */
  const products = new Map<string, Taps>()
  /** Taps that name no product, per section. */
  const elsewhere = new Map<EventSection, Taps>()
  let refused = 0
  for (const line of files.flatMap(file => readLog(file).split('\n')).filter(line => line.trim())) {
    const event = EVENT_LINE.exec(line)
    if (!event) {
      pages.push(line)
      continue
    }
    eventDays.push(event[1]!)
    const match = EVENT_PATH.exec(event[2]!)
    if (!match) {
      refused++
      continue
    }
    const [, action, product, section] = match as unknown as [string, EventAction, string, EventSection]
    const row = product === '-' ? rowOf(elsewhere, section) : rowOf(products, product)
    row[action]++
  }
  return { pages, eventDays, products, elsewhere, refused }
}

const STYLE = `
@font-face { font-family: 'DM Serif Display'; font-display: swap;
  src: url(data:font/woff2;base64,${fs.readFileSync(FONT).toString('base64')}) format('woff2'); }
* { box-sizing: border-box; }
body { margin: 0; background: ${PALETTE['cream-100']}; color: ${PALETTE['ink-700']}; line-height: 1.5;
  font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
header { background: ${PALETTE['green-900']}; color: ${PALETTE['cream-100']}; padding: 1.5rem 1rem; }
h1, h2 { font-family: 'DM Serif Display', Georgia, serif; font-weight: 400; line-height: 1.1; margin: 0; }
h1 { font-size: 1.75rem; }
h2 { font-size: 1.4rem; color: ${PALETTE['green-900']}; margin-bottom: 0.75rem; }
header p { margin: 0.5rem 0 0; color: ${PALETTE['leaf-300']}; }
main { max-width: 40rem; margin: 0 auto; padding: 0 0.75rem 2rem; }
section { margin-top: 1.75rem; }
.totals { display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.5rem; margin-top: 1.25rem; }
.totals div { background: ${PALETTE['cream-200']}; color: ${PALETTE['ink-700']}; border-radius: 0.75rem; padding: 0.75rem; }
.totals strong { display: block; font-size: 1.75rem; color: ${PALETTE['green-900']}; line-height: 1.1; }
table { width: 100%; font-size: 0.9375rem; border-collapse: collapse; background: #fff; border-radius: 0.75rem; overflow: hidden; }
th, td { padding: 0.5rem 0.25rem; text-align: right; border-bottom: 1px solid ${PALETTE['cream-200']}; font-variant-numeric: tabular-nums; }
th:first-child, td:first-child { text-align: left; padding-left: 0.6rem; }
th:last-child, td:last-child { padding-right: 0.6rem; }
thead th { background: ${PALETTE['green-700']}; color: #fff; font-weight: 600; font-size: 0.75rem; }
tbody th { font-weight: 600; color: ${PALETTE['ink-700']}; }
td.bar { width: 45%; }
td.bar span { display: block; height: 0.75rem; border-radius: 999px; background: ${PALETTE['ginger-500']}; }
.note { font-size: 0.875rem; color: ${PALETTE['ink-700']}; }
footer { max-width: 40rem; margin: 0 auto; padding: 1rem; font-size: 0.875rem; border-top: 1px solid ${PALETTE['cream-200']}; }
`

/** A section headed by `title`, with its table of that name (None. when it has no rows). */
function section(id: string, title: string, head: string[], rows: (string | number)[][], after = ''): string {
  const headRow = head.map(cell => `<th scope="col">${escapeHtml(cell)}</th>`).join('')
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${escapeHtml(String(first))}</th>${rest.map(c => `<td>${c}</td>`).join('')}</tr>`,
    )
    .join('\n')
  const table = rows.length
    ? `<table aria-label="${escapeHtml(title)}"><thead><tr>${headRow}</tr></thead><tbody>\n${body}\n</tbody></table>`
    : '<p>None.</p>'
  return `<section aria-labelledby="${id}-title">\n<h2 id="${id}-title">${title}</h2>\n${table}${after}\n</section>`
}

function renderReport(files: string[], content: Content): string {
  const { pages, eventDays, products, elsewhere, refused } = readLogs(files)
  const report = goaccess(pages)
  const perDay = (report.visitors?.data ?? []).sort((a, b) => b.data.localeCompare(a.data))
  const referrers = (report.referring_sites?.data ?? []).sort(
    (a, b) => b.hits.count - a.hits.count || a.data.localeCompare(b.data),
  )
  const visits = sum(perDay.map(({ hits }) => hits.count))
  const most = Math.max(1, ...perDay.map(({ hits }) => hits.count))
  // Days as the logs write them (21/Nov/2026), first and last of the page views and taps together.
  const days = [report.general.start_date, report.general.end_date, ...eventDays]
    .filter((day): day is string => Boolean(day))
    .map(day => day.replace(/\//g, ' '))
    .sort((a, b) => Date.parse(a) - Date.parse(b))
  const { 'site.json': site, 'products.json': listed } = content
  const names = new Map(listed.map(product => [String(product.id), product.name]))
  // Every listed product, then any id the logs name that content/ no longer lists.
  const productIds = [...names.keys(), ...[...products.keys()].filter(id => !names.has(id)).sort()]
  const total = (action: EventAction): number =>
    sum([...products.values(), ...elsewhere.values()].map(row => row[action]))

  const productRows = productIds.map(id => [
    names.get(id) ?? `Product ${id} (no longer on the site)`,
    ...ACTIONS.map(action => products.get(id)?.[action] ?? 0),
  ])
  const elsewhereRows = [...elsewhere.entries()].map(([section, row]) => [
    EVENT_SECTIONS[section],
    ...TAPS_IN_DIALOG.map(action => row[action]),
  ])
  const dayRows = perDay.map(({ data, hits: { count } }) => [
    dayLabel(data),
    count,
    `<span style="width:${Math.round((count / most) * 100)}%"></span>`,
  ])
  const referrerRows = [
    ...referrers.map(({ data, hits }) => [data, hits.count]),
    [
      'No referrer (typed, saved, or shared in an app)',
      visits - sum(referrers.map(({ hits }) => hits.count)),
    ],
  ]
  const period = days.length
    ? `${escapeHtml(days[0]!)} to ${escapeHtml(days.at(-1)!)}`
    : 'No visits recorded in these logs'

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(site.brand)}: visits and orders</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(site.brand)}: visits and orders</h1>
<p>${period}</p>
<div class="totals">
<div><strong data-total="visits">${visits}</strong>page visits</div>
<div><strong data-total="dialog">${total('dialog')}</strong>Buy Now opened</div>
<div><strong data-total="call">${total('call')}</strong>calls tapped</div>
<div><strong data-total="whatsapp">${total('whatsapp')}</strong>WhatsApp messages</div>
</div>
</header>
<main>
${section('products', 'Per product', ['Product', ...ACTIONS.map(action => EVENT_ACTIONS[action])], productRows, `\n<p class="note">Opened: the product's Buy Now dialog was opened. Calls, WhatsApp and Copies: tapped in that dialog.</p>`)}
${section('elsewhere', 'Taps outside the product dialogs', ['Where', ...TAPS_IN_DIALOG.map(action => EVENT_ACTIONS[action])], elsewhereRows)}
${section('days', 'Visits per day', ['Day', 'Visits', ''], dayRows).replace(/<td><span/g, '<td class="bar"><span')}
${section('from', 'Where visitors came from', ['Site', 'Visits'], referrerRows)}
${refused ? `<p class="note">${refused} requests to the counter were refused (unknown fields or too many at once).</p>` : ''}
</main>
<footer>
<p>Counted from the website's own server logs (page visits by GoAccess), which hold no IP address, cookie or browser details. A visit is one page opened (a reload counts again). Visitors with Do Not Track or Global Privacy Control on, or with JavaScript off, are not in the order counts.</p>
</footer>
</body>
</html>
`
}

function main(argv: string[]): void {
  // Before the logs: a content mistake is named the way every other command names it.
  const content = contentOrExit()
  // npm runs scripts from the project folder: paths are the caller's.
  const here = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  let out = path.join(ROOT, 'reports/visit-counts.html')
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = here(argv[++i] ?? fail('--out needs a file name'))
    else files.push(here(argv[i]!))
  }
  if (files.length === 0) fail('usage: npm run report -- [--out report.html] <log files…>')
  for (const file of files) if (!fs.existsSync(file)) fail(`no such log file: ${file}`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, renderReport(files, content))
  console.log(`report: ${out}`)
}

if (require.main === module) main(process.argv.slice(2))
