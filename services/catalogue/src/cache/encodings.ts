/**
 * Compressed forms of a cached answer. Browsers always accept br and gzip; compressing a
 * 35 kB page of packages on every request would cost more than serving it from memory, so
 * each answer is compressed once per encoding, the first time a client asks for it, and
 * sent with `Content-Encoding` set (the gateway's compression then leaves it alone).
 *
 * Brotli's best quality makes a page of packages about 15% smaller than a fast setting but
 * takes some 35 ms: the first br request gets the fast result at once, and the best one is
 * made on libuv's thread pool, off the event loop, and replaces it when ready.
 */
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Below this size compression saves less than its headers cost (the gateway's threshold too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotliOptions = (quality: number, size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
/** Quality 5: close to quality 8's size for JSON at a fraction of its time. */
const FAST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

export interface Encodable {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The body in `encoding`: made at once the first time, for br then improved in the background. */
export function encodedBody(answer: Encodable, encoding: Encoding): Buffer {
  const existing = answer.encoded[encoding];
  if (existing) return existing;
  if (encoding === 'gzip') return (answer.encoded.gzip = gzipSync(answer.body));
  const quick = brotliCompressSync(answer.body, brotliOptions(FAST_BROTLI_QUALITY, answer.body.length));
  answer.encoded.br = quick;
  brotliCompress(answer.body, brotliOptions(BEST_BROTLI_QUALITY, answer.body.length), (error, best) => {
    if (!error && best.length < quick.length) answer.encoded.br = best;
  });
  return quick;
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
