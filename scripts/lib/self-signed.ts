/**
 * A self-signed certificate for 127.0.0.1, made with the openssl command: for the tests and
 * the bench, which put nginx with HTTPS and HTTP/2 in front of the site on this machine. A
 * real site uses a certificate a public authority signed (`npm run start:cluster --
 * --tls-certificate … --tls-key …`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TlsFiles } from './nginx-config';

/** Whether the openssl command is here (Debian's openssl package). */
export function opensslInstalled(): boolean {
  return spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Writes cert.pem and key.pem into `dir` (a P-256 key, valid for a day); their paths, and the certificate to trust. */
export function selfSignedCertificate(dir: string): TlsFiles & { certificate: string } {
  const files = { certificateFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      files.keyFile,
      '-out',
      files.certificateFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { ...files, certificate: readFileSync(files.certificateFile, 'utf8') };
}
