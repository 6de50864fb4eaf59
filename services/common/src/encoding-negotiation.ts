/**
 * The compression to answer with, from a request's Accept-Encoding (negotiator): the
 * client's q-values decide, br before gzip among equals, and a q=0 coding is refused.
 * A wildcard or 'x-gzip' gets gzip: br goes only to clients that name it.
 */

import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

/** negotiator 1.x breaks ties by `preferred`, which @types/negotiator (written for 0.6) does not describe. */
interface TieBreakingNegotiator {
  encodings(): string[];
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

const WITH_BR = ['br', 'gzip', 'x-gzip'];
const WITHOUT_BR = ['gzip', 'x-gzip'];

/** Browsers send a handful of distinct headers: each is negotiated once. */
const negotiated = new LRUCache<string, ContentCoding | 'identity'>({ max: 256 });

export function negotiateContentCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  let coding = negotiated.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiate(acceptEncoding);
    negotiated.set(acceptEncoding, coding);
  }
  return coding === 'identity' ? undefined : coding;
}

function negotiate(acceptEncoding: string): ContentCoding | 'identity' {
  const negotiator: TieBreakingNegotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const offered = negotiator.encodings().some((named) => named.toLowerCase() === 'br') ? WITH_BR : WITHOUT_BR;
  const chosen = negotiator.encoding(offered, { preferred: offered });
  return chosen === 'br' ? 'br' : chosen ? 'gzip' : 'identity';
}
