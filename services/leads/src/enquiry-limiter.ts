/**
 * The rate limit of POST /api/requests/submit: two counters per client, a burst allowance per
 * minute and a ceiling per day (config.enquiryLimits, by default ENQUIRY_RATE_LIMITS of the
 * contracts). How clients are told apart and where the counters live: service-common's
 * client-limit.ts.
 */

import { LEAD_MESSAGES } from '@agency/contracts';
import { type Config, installClientLimiter } from '@agency/service-common';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Keys in Redis start with this (the counter's name follows: minute, day). */
export const ENQUIRY_LIMIT_NAMESPACE = 'agency:leads:submit:';

/** An `onRequest` hook for the submit route: 429 with Retry-After when the client is over a limit. */
export function installEnquiryLimiter(app: FastifyInstance, config: Config): Promise<onRequestAsyncHookHandler> {
  return installClientLimiter(app, config, {
    namespace: ENQUIRY_LIMIT_NAMESPACE,
    purpose: 'enquiry',
    message: LEAD_MESSAGES.tooManyEnquiries,
    limits: [
      { name: 'minute', max: config.enquiryLimits.perMinute, windowMs: MINUTE_MS },
      { name: 'day', max: config.enquiryLimits.perDay, windowMs: DAY_MS },
    ],
  });
}
