/**
 * Hand-made builds of a remote for publish tests: a browser file or two and a server build
 * that renders a line of text (or throws when loaded), with the manifest a pipeline sends and
 * the multipart body it uploads.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ReleaseManifest } from '@agency/contracts';

export interface TestBuild {
  manifest: ReleaseManifest;
  files: Record<string, Buffer>;
  version: string;
}

function serverContainer(text: string, throwOnLoad: boolean): string {
  const react = JSON.stringify(require.resolve('react'));
  return `${throwOnLoad ? "throw new Error('this server build is broken');\n" : ''}const React = require(${react});
const server = {
  createServerPage: () => ({
    prepare: async () => {},
    render: () => React.createElement('p', null, ${JSON.stringify(text)}),
    outcome: () => ({ status: 200, head: { title: 'Holidays', description: 'Holidays' } }),
    dehydrate: () => ({}),
  }),
};
module.exports = { init: () => undefined, get: async () => () => server };
`;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function testBuild(
  options: { text?: string; throwOnLoad?: boolean; react?: string; extraFiles?: Record<string, Buffer>; remote?: string } = {},
): TestBuild {
  const files: Record<string, Buffer> = {
    'mf-manifest.json': Buffer.from('{}'),
    'remoteEntry.js': Buffer.from(`/* ${randomBytes(4).toString('hex')} */`),
    'server/remoteEntry.js': Buffer.from(serverContainer(options.text ?? 'published page', options.throwOnLoad ?? false)),
    ...options.extraFiles,
  };
  const whole = createHash('sha256');
  for (const name of Object.keys(files).sort()) whole.update(name).update('\0').update(files[name]).update('\0');
  const contentHash = whole.digest('hex');
  const manifest: ReleaseManifest = {
    remote: options.remote ?? 'storefront',
    packageVersion: '1.0.0',
    contentHash,
    routes: ['/'],
    sharedVersions: { react: options.react ?? '^19.1.0', 'react-router-dom': '^7.1.0', '@reduxjs/toolkit': '^2.0.0' },
    contractVersion: '1.0.0',
    commit: null,
    files: Object.entries(files).map(([file, bytes]) => ({ path: file, size: bytes.length, sha256: sha256(bytes) })),
  };
  return { manifest, files, version: `1.0.0-${contentHash.slice(0, 8)}` };
}

/** The multipart body of a publish: the manifest, then each file as a part named by its path. */
export function publishBody(manifest: unknown, files: Record<string, Buffer>): { payload: Buffer; contentType: string } {
  const boundary = `----release${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="manifest"\r\nContent-Type: application/json\r\n\r\n`),
    Buffer.from(JSON.stringify(manifest)),
    Buffer.from('\r\n'),
  ];
  for (const [file, bytes] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file}"; filename="${path.posix.basename(file)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
