/** `npm run bench:throughput`: nginx sending the build's .gz files, then compressing per request; never gated. */
import autocannon from 'autocannon'
import { startNginx } from './lib/nginx-server'

const PORT = Number(process.env.THROUGHPUT_PORT ?? 9395)
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10)

async function measure(gzipStatic: 'on' | 'off'): Promise<autocannon.Result> {
  const nginx = await startNginx(PORT, { NGINX_GZIP_STATIC: gzipStatic })
  try {
    return await autocannon({
      url: `${nginx.origin}/`,
      connections: 100,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    })
  } finally {
    await nginx.stop()
  }
}

async function main(): Promise<void> {
  const rows = [
    '| / with Accept-Encoding: gzip | requests/s, mean (p2.5–p97.5) | latency p50 / p99 | errors, non-2xx |',
    '|---|---|---|---|',
  ]
  for (const [label, mode] of [
    ['precompressed (.gz from the build)', 'on'],
    ['compressed on each request', 'off'],
  ] as const) {
    const result = await measure(mode)
    rows.push(
      `| ${label} | ${Math.round(result.requests.mean)} (${result.requests.p2_5}–${result.requests.p97_5}) | ` +
        `${result.latency.p50} / ${result.latency.p99} ms | ${result.errors}, ${result.non2xx} |`,
    )
  }
  console.log(`\nnginx throughput, 1 worker, HTTPS on loopback, 100 connections, ${SECONDS} s each:\n`)
  console.log(rows.join('\n'))
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
