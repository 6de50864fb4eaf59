/**
 * GET /api/packages/suggestions: what the header's search box lists as a visitor types.
 * Cached like every public read (the same few prefixes arrive over and over) and limited per
 * client before the cache is asked, so one client cannot hold the database busy with fresh
 * texts.
 */

import { catalogueCalls, normaliseSearchText } from '@agency/contracts';
import { type Config, installClientLimiter } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { ReadCacheSetup } from '../cache/http-cache';
import { suggestionsFor } from '../search/suggestions';
import type { Vocabulary } from '../search/vocabulary';

/** Suggestion requests one client may make per minute: a fast typist asks a few a second, for a few seconds. */
export const SUGGESTIONS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;

export interface SuggestionOptions {
  vocabulary: Vocabulary;
  config: Config;
  perMinute?: number;
}

export async function suggestionRoutes(app: FastifyInstance, reads: ReadCacheSetup, options: SuggestionOptions): Promise<void> {
  const limitClient = await installClientLimiter(app, options.config, {
    namespace: 'agency:catalogue:suggestions:',
    purpose: 'search suggestions',
    message: 'Too many searches from this address: wait a minute and type again.',
    limits: [{ name: 'minute', max: options.perMinute ?? SUGGESTIONS_PER_MINUTE, windowMs: MINUTE_MS }],
  });
  // Its own context, so the limit's hook runs for this route only and before the cache's.
  await app.register(async (context) => {
    context.addHook('onRequest', limitClient);
    reads.registerCachedRead(context, catalogueCalls.packageSuggestions, async (request) =>
      suggestionsFor(app.db, options.vocabulary, normaliseSearchText(request.query.q)),
    );
  });
}
