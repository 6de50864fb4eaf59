/**
 * The kinds of file a remote version may ship, by extension, with the content type each is
 * served with. The builds' brotli and gzip copies (`.js.br`, `.css.gz`…) are the same types
 * compressed. A file of any other kind is neither served nor (on upload) accepted.
 */
export const REMOTE_FILE_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The compressed copies a build leaves beside a file, and their Content-Encoding. */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' } as const;

/** The content type of a remote's file (`app.js`, `app.js.br` alike), or undefined for a kind it may not ship. */
export function remoteFileType(file: string): string | undefined {
  const plain = file.replace(/\.(br|gz)$/, '');
  const dot = plain.lastIndexOf('.');
  return dot < 0 ? undefined : REMOTE_FILE_TYPES[plain.slice(dot).toLowerCase()];
}
