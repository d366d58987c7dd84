/** Serves public/ with deploy/nginx.conf, changed only where it names one machine (docs/deploying.md). */
import { spawn, spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { nginxTestDir } from './nginx-test-dir'

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')
const PORT = Number(process.env.NGINX_PORT ?? 9280)
const HTTP_PORT = Number(process.env.NGINX_HTTP_PORT ?? PORT + 1)
const DEPLOY_ROOT = '/var/www/drobonso-farms/public'

function fail(message: string): never {
  console.error(`[nginx] ${message}`)
  process.exit(1)
}

type Edit = [search: string, replacement: string, times: number]

/** A config edit that breaks this wiring must fail loudly rather than test something else. */
function replaceExactly(text: string, [search, replacement, times]: Edit): string {
  const count = text.split(search).length - 1
  if (count !== times)
    fail(`deploy/nginx.conf: expected ${times}× "${search}", found ${count}. Update ${__filename}.`)
  return text.split(search).join(replacement)
}

const INCLUDES = ['_csp.conf', '_security-headers.conf', '_admin-headers.conf', '_event-maps.conf']
for (const file of ['index.html', '404.html', ...INCLUDES])
  if (!fs.existsSync(path.join(PUBLIC, file))) fail(`public/${file} is missing: run "npm run build" first.`)

const nginx =
  process.env.NGINX_PATH ||
  ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find(
    fs.existsSync,
  ) ||
  fail('No nginx found. Install it (sudo apt-get install -y nginx) or set NGINX_PATH=/path/to/it.')

// The test runner may kill this script before it cleans up, and a fixed name keeps that to one leftover folder.
const dir = nginxTestDir(PORT)
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

// Made for this run only; the tests' clients accept it explicitly.
const certArgs = [
  ...'req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1'.split(' '),
  ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
  ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
]
const cert = spawnSync('openssl', certArgs, { encoding: 'utf8' })
if (cert.status !== 0) fail(`openssl could not make a test certificate:\n${cert.stderr}`)

const extraRoot = process.env.NGINX_EXTRA_ROOT && path.resolve(process.env.NGINX_EXTRA_ROOT)
const edits: Edit[] = [
  ['    listen 80;\n', `    listen 127.0.0.1:${HTTP_PORT};\n`, 1],
  ['    listen [::]:80;\n', '', 1],
  ['    listen 443 ssl http2;\n', `    listen 127.0.0.1:${PORT} ssl http2;\n`, 1],
  ['    listen [::]:443 ssl http2;\n', '', 1],
  ['/etc/ssl/drobonso-farms/', `${dir}/`, 2],
  // The nginx suite reads the page-view and order-tap logs from the test folder.
  ['/var/log/nginx/drobonso-farms.', `${dir}/`, 3],
  [`    root ${DEPLOY_ROOT};`, `    root ${PUBLIC};`, 1],
  [`include ${DEPLOY_ROOT}/`, `include ${PUBLIC}/`, 4],
  // The request's host carries the HTTP port here, where production's :80 -> :443 needs none.
  ['return 301 https://$host$request_uri;', `return 301 https://$host:${PORT}$request_uri;`, 1],
]
if (process.env.NGINX_GZIP_STATIC === 'off')
  edits.push(['    gzip_static on;\n', '    gzip_static off;\n', 1])
if (extraRoot) {
  const bench = `    location /__bench/ {\n        alias ${extraRoot}/;\n    }\n\n`
  edits.push(['    location / {\n', `${bench}    location / {\n`, 1])
}
const server = edits.reduce(replaceExactly, fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8'))
fs.writeFileSync(path.join(dir, 'server.conf'), server)
// The server block includes mime.types relative to the configuration folder, as on a real host; nginx's own
// is in its configuration prefix, which differs between builds.
const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '')?.[1]
fs.symlinkSync(
  path.join(path.dirname(confPath ?? '/etc/nginx/nginx.conf'), 'mime.types'),
  path.join(dir, 'mime.types'),
)

// deploy/nginx.conf sends the build's .br files: load the module a Debian host loads from modules-enabled/.
const brotliModule =
  [process.env.NGINX_BROTLI_STATIC_MODULE, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find(
    file => file && fs.existsSync(file),
  ) ||
  fail(
    'the Brotli module is missing: apt-get install libnginx-mod-http-brotli-static (or set NGINX_BROTLI_STATIC_MODULE)',
  )

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  `# Test wrapper around deploy/nginx.conf (see scripts/lib/nginx-test-server.ts).
load_module ${brotliModule};
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
# As root, nginx's workers would otherwise run as nobody, who may not be able to read the checkout.
${isRoot ? 'user root;' : ''}
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include server.conf;
}
`,
)

const args = ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')]
const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' })
if (check.status !== 0) {
  fs.rmSync(dir, { recursive: true, force: true })
  fail(`the configuration does not load:\n${check.stderr}`)
}

console.log(
  `[nginx] ${nginx} serving ${PUBLIC} on https://127.0.0.1:${PORT}/ (http://127.0.0.1:${HTTP_PORT}/ redirects) with deploy/nginx.conf`,
)
const child = spawn(nginx, args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'))
child.on('exit', code => {
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
