/**
 * The production front for the bench's pages: nginx with HTTPS and HTTP/2, configured as
 * `npm run start:cluster` configures it (../lib/nginx-config.ts), in front of the bench's
 * site, on a certificate made for the run. Visitors reach the site through such a front,
 * never the gateway's plain HTTP/1.1, and a phone loads a page differently over each (one
 * connection with every request at once, or six connections at most).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exitOf, freePort, nginxInstalled, startNginx, waitForNginx } from '../lib/cluster';
import { opensslInstalled, selfSignedCertificate } from '../lib/self-signed';

/** Runs `measure` with the front's URL (`https://127.0.0.1:<port>`, no trailing slash); its certificate is self-signed. */
export async function withTlsFront<T>(siteUrl: string, measure: (frontUrl: string) => Promise<T>): Promise<T> {
  if (!nginxInstalled() || !opensslInstalled())
    throw new Error('the pages are measured through nginx with HTTPS: apt-get install nginx-light openssl');
  const prefixDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-front-'));
  try {
    const { certificateFile, keyFile } = selfSignedCertificate(prefixDir);
    const tls = { certificateFile, keyFile };
    const port = await freePort();
    const frontUrl = `https://127.0.0.1:${port}`;
    const nginx = await startNginx({ prefixDir, listen: `127.0.0.1:${port}`, upstreams: [new URL(siteUrl).host], tls });
    try {
      await waitForNginx(frontUrl, nginx);
      return await measure(frontUrl);
    } finally {
      nginx.kill('SIGQUIT');
      await exitOf(nginx);
    }
  } finally {
    await rm(prefixDir, { recursive: true, force: true });
  }
}
