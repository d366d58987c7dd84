import os from 'os'
import path from 'path'

/** The folder the nginx test server on `port` runs in: its config, certificate and logs. */
export const nginxTestDir = (port: number): string => path.join(os.tmpdir(), `drobonso-nginx-${port}`)
