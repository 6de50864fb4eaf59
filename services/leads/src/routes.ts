/**
 * The leads calls of the contract table (health is registered for every service by
 * servicePlugin): visitors' enquiries, the staff's three lists and their changes. Who may
 * call what is the contract's `access`, enforced by the shared guard before these handlers
 * run; who may change which request is ./pipeline.ts.
 */

import {
  IDEMPOTENCY_KEY_HEADER,
  LEAD_MESSAGES,
  LEAD_TOTAL_HEADER,
  type Lead,
  type LeadSubmittedResponse,
  leadsCalls,
  PUBLIC_HANDLER,
} from '@agency/contracts';
import { badRequest, forbidden, kindOf, matchesEtag, registerCall, type ServiceOptions } from '@agency/service-common';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { installAudit } from './audit';
import { type RequestRow, TABLES as T } from './db/rows';
import { bodyHashOf, storeEnquiry } from './enquiry-keys';
import { installEnquiryLimiter } from './enquiry-limiter';
import { registerLeadExport } from './lead-csv';
import { applyFilters, checkFilters, filterKey, type LeadFilters } from './lead-filters';
import { indiaDay } from './lead-keys';
import { rowOfEnquiry } from './lead-record';
import { heldBy, newestFirst } from './list-queries';
import { installLeadMail, queueEnquiryMails } from './mail';
import { registerOverviewRoute } from './overview';
import type { PackageCatalogueFactory } from './package-catalogue';
import { claim, type LeadChange, reject, setStatus } from './pipeline';
import { withRepeats } from './repeats';
import { listEtag, readRevision } from './revision';
import type { StaffDirectoryFactory } from './staff-directory';
import { registerLeadWork } from './work-routes';

/** Milliseconds since the epoch; tests pass one they control. */
export type Clock = () => number;

export interface LeadsDependencies {
  clock: Clock;
  /** Where an enquiry's package_id is checked (./package-catalogue.ts): in process unless split. */
  catalogue: PackageCatalogueFactory;
  /** Who the staff accounts are, for reassignment (./staff-directory.ts): in process unless split. */
  staff: StaffDirectoryFactory;
}

interface Page {
  page: number;
  limit: number;
}

export function leadsRoutes(deps: LeadsDependencies): FastifyPluginAsync<ServiceOptions> {
  return async (app, options) => {
    const { db, config } = options;
    const limitEnquiries = await installEnquiryLimiter(app, config);
    installAudit(app, db);
    const catalogue = deps.catalogue(options);
    // The acknowledgement and new-lead alert, queued with the lead; the outbox calls.
    const mail = installLeadMail(app, deps.clock);

    registerCall(
      app,
      leadsCalls.submit,
      async (request): Promise<LeadSubmittedResponse> => {
        const packageId = request.body.package_id;
        // Checked before the transaction: a lead never names a package visitors cannot see.
        if (packageId !== undefined && !(await catalogue.isPublished(packageId))) {
          throw badRequest(LEAD_MESSAGES.unknownPackage, { package_id: LEAD_MESSAGES.unknownPackage });
        }
        const now = deps.clock();
        const row = rowOfEnquiry(request.body, now);
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const attempt = key === undefined ? undefined : { key, bodyHash: bodyHashOf(request.body) };
        const { id, created } = await storeEnquiry(db, row, attempt, now, (trx, id) => queueEnquiryMails(trx, row, id, config));
        if (created) mail.wake();
        request.log.info({ id, way: row.way, repeated: !created }, created ? 'enquiry stored' : 'enquiry attempt repeated');
        return { message: LEAD_MESSAGES.submitted, id };
      },
      { onRequest: limitEnquiries },
    );

    /**
     * A page of a list, answered with an ETag of the table's revision, the list, its filter
     * and the page. The revision is read first, so a matching If-None-Match costs one
     * primary-key read: no list and no count (see ./revision.ts). The total of all pages is
     * the LEAD_TOTAL_HEADER; it is read in the same transaction as the page, so they agree.
     */
    const servePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      which: string,
      { page, limit, ...filters }: Page & LeadFilters,
      unfiltered: (db: Knex.Transaction) => Knex.QueryBuilder,
    ): Promise<Lead[] | FastifyReply> => {
      checkFilters(filters);
      const today = indiaDay(deps.clock());
      const rows = (trx: Knex.Transaction) => applyFilters(unfiltered(trx), filters, today);
      const etag = listEtag(await readRevision(db), `${which}:page=${page}:limit=${limit}${filterKey(filters, today)}`);
      // no-cache: a browser may keep the list, but asks each time (and mostly hears 304).
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const { found, total } = await db.transaction(
        async (trx) => {
          const [counted] = await rows(trx).count({ total: '*' });
          const found: RequestRow[] = await newestFirst(rows(trx))
            .limit(limit)
            .offset((page - 1) * limit);
          return { found: await withRepeats(trx, found), total: Number(counted.total) };
        },
        // A snapshot on MySQL (its default, REPEATABLE READ); SQLite's transactions are serialised (and knex warns at readOnly there).
        kindOf(db) === 'mysql' ? { readOnly: true } : undefined,
      );
      void reply.header(LEAD_TOTAL_HEADER, String(total));
      return found;
    };

    registerCall(app, leadsCalls.list, async (request, reply) => {
      const { handleby, ...paging } = request.query;
      // Whose "own" list it is depends on the caller, so the caller's account is part of the tag.
      const owner = handleby !== undefined && handleby === request.user.username ? `:account=${request.user.sub}` : '';
      return servePage(request, reply, `data:${handleby ?? ''}${owner}`, paging, (trx) => heldBy(trx(T.requests), handleby, request.user));
    });

    registerCall(app, leadsCalls.confirmed, async (request, reply) =>
      servePage(request, reply, 'confirmed', request.query, (trx) => trx(T.requests).where({ status: 'Confirm' })),
    );

    registerCall(app, leadsCalls.deleted, async (request, reply) =>
      servePage(request, reply, 'deleted', request.query, (trx) => trx(T.requests).where({ status: 'Deleted' })),
    );

    registerCall(app, leadsCalls.updateHandleby, async (request): Promise<LeadChange> => {
      const { id, handleby } = request.body;
      const caller = request.user;
      const now = deps.clock();
      let change: LeadChange;
      if (handleby === PUBLIC_HANDLER) change = await reject(db, id, caller, now);
      else if (handleby === caller.username) change = await claim(db, id, caller, now);
      else throw forbidden(LEAD_MESSAGES.claimForYourselfOnly);
      request.log.info({ id, by: caller.username, handleby }, 'request handler changed');
      return change;
    });

    registerCall(app, leadsCalls.updateStatus, async (request): Promise<LeadChange> => {
      const { id, status } = request.body;
      const change = await setStatus(db, id, status, request.user, deps.clock());
      request.log.info({ id, by: request.user.username, status }, 'request status changed');
      return change;
    });

    registerOverviewRoute(app, db, deps.clock);
    registerLeadExport(app, db, deps.clock);
    // Notes, history, follow-ups, reassignment, possible repeats (./work-routes.ts).
    registerLeadWork(app, db, deps.clock, deps.staff(options));
  };
}
