/** `npm run bench:throughput`: nginx sending the build's .gz files, then compressing per request; never gated. */
import autocannon from 'autocannon'
import { runBench, withNginx } from './lib/bench-harness'

const PORT = Number(process.env.THROUGHPUT_PORT ?? 9395)
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10)

runBench(async () => {
  const rows = [
    '| / with Accept-Encoding: gzip | requests/s, mean (p2.5–p97.5) | latency p50 / p99 | errors, non-2xx |',
    '|---|---|---|---|',
  ]
  for (const [label, gzipStatic] of [
    ['precompressed (.gz from the build)', 'on'],
    ['compressed on each request', 'off'],
  ] as const) {
    const result = await withNginx(PORT, { env: { NGINX_GZIP_STATIC: gzipStatic } }, origin =>
      autocannon({
        url: `${origin}/`,
        connections: 100,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip' },
      }),
    )
    rows.push(
      `| ${label} | ${Math.round(result.requests.mean)} (${result.requests.p2_5}–${result.requests.p97_5}) | ` +
        `${result.latency.p50} / ${result.latency.p99} ms | ${result.errors}, ${result.non2xx} |`,
    )
  }
  console.log(`\nnginx throughput, 1 worker, HTTPS on loopback, 100 connections, ${SECONDS} s each:\n`)
  console.log(rows.join('\n'))
})
