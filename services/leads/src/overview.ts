/**
 * The staff home's enquiry figures (GET /api/requests/overview), in India's calendar:
 * enquiries received today, requests still in the pool an hour after they came, open requests
 * whose follow-up day has come (./follow-ups.ts), and enquiries
 * per day for the last 30 days (today included; deleted ones too: they were received).
 */

import {
  indiaDay,
  indiaDayStart,
  type LeadsOverview,
  leadsCalls,
  OVERVIEW_DAYS,
  PUBLIC_HANDLER,
  UNCLAIMED_AFTER_MS,
} from '@agency/contracts';
import { registerCall } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { TABLES as T } from './db/rows';
import { countFollowUpsDue } from './follow-ups';

const DAY_MS = 86_400_000;

export async function leadsOverview(db: Knex, now: number): Promise<LeadsOverview> {
  const today = indiaDayStart(now);
  const first = today - (OVERVIEW_DAYS - 1) * DAY_MS;
  const received: { created_at: number | string }[] = await db(T.requests).where('created_at', '>=', first).select('created_at');
  const perDay = Array.from({ length: OVERVIEW_DAYS }, (_, index) => ({ day: indiaDay(first + index * DAY_MS), count: 0 }));
  let newToday = 0;
  for (const row of received) {
    const at = Number(row.created_at);
    const index = Math.floor((at - first) / DAY_MS);
    if (index >= 0 && index < OVERVIEW_DAYS) perDay[index].count += 1;
    if (at >= today) newToday += 1;
  }
  const unclaimed: { count?: number | string } | undefined = await db(T.requests)
    .where({ handled_by: PUBLIC_HANDLER })
    .whereNot({ status: 'Deleted' })
    .andWhere('created_at', '<', now - UNCLAIMED_AFTER_MS)
    .count({ count: '*' })
    .first();
  const followUpsDue = await countFollowUpsDue(db, indiaDay(now));
  return { newToday, unclaimed: Number(unclaimed?.count ?? 0), followUpsDue, perDay };
}

export function registerOverviewRoute(app: FastifyInstance, db: Knex, clock: () => number): void {
  registerCall(app, leadsCalls.overview, async () => leadsOverview(db, clock()));
}
