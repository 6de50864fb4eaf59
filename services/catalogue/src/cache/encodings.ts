/**
 * Compressed forms of a cached answer. Browsers always accept gzip and br; compressing a
 * 35 kB page of packages on every request would cost more than serving it from memory, so
 * each answer is compressed once per encoding, the first time a client asks for it, and
 * sent with `Content-Encoding` set (the gateway's compression then leaves it alone).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this size compression saves less than its headers cost (the gateway's threshold too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at quality 5: close to the best size for JSON at a small fraction of quality 11's time. */
const BROTLI_QUALITY = 5;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip (also for 'x-gzip' and
 * '*'), else none. Codings with q=0 are refused, as RFC 9110 says.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send a handful of distinct headers: each is parsed once.
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding);
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  const encoding = parseAcceptEncoding(acceptEncoding);
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

const negotiated = new Map<string, Encoding | undefined>();
const NEGOTIATED_MAX = 256;

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(coding === 'x-gzip' ? 'gzip' : coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
