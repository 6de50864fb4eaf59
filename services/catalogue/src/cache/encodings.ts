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
import type { ContentCoding } from '@agency/service-common';

/** Which one a request accepts: service-common's negotiateContentCoding. */
export type Encoding = ContentCoding;

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
