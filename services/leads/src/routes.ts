/**
 * The leads calls of the contract table (health is registered for every service by
 * servicePlugin): visitors' enquiries, the staff's three lists and their changes. Who may
 * call what is the contract's `access`, enforced by the shared guard before these handlers
 * run; who may change which request is ./pipeline.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  IDEMPOTENCY_KEY_HEADER,
  LEAD_MESSAGES,
  leadsCalls,
  PUBLIC_HANDLER,
    type Lead,
  type LeadSubmittedResponse,
} from '@agency/contracts';
import { forbidden, matchesEtag, registerCall, type ServiceOptions } from '@agency/service-common';
import { installAudit } from './audit';
import { TABLES as T, type RequestRow } from './db/rows';
import { installEnquiryLimiter } from './enquiry-limiter';
import { storeEnquiry } from './enquiry-keys';
import { leadOfRow, rowOfEnquiry } from './lead-record';
import { claim, reject, setStatus, type LeadChange } from './pipeline';
import { listEtag, readRevision } from './revision';

/** Milliseconds since the epoch; tests pass one they control. */
export type Clock = () => number;

export interface LeadsDependencies {
  clock: Clock;
}

/** Every list: newest first (ties, within one millisecond, by the later id). */
function newestFirst(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export function leadsRoutes(deps: LeadsDependencies): FastifyPluginAsync<ServiceOptions> {
  return async (app, { db, config }) => {
    const limitEnquiries = await installEnquiryLimiter(app, config);
    installAudit(app, db);

    registerCall(
      app,
      leadsCalls.submit,
      async (request): Promise<LeadSubmittedResponse> => {
        const now = deps.clock();
        const row = rowOfEnquiry(request.body, now);
        const { id, created } = await storeEnquiry(db, row, request.headers[IDEMPOTENCY_KEY_HEADER], now);
        request.log.info({ id, way: row.way, repeated: !created }, created ? 'enquiry stored' : 'enquiry attempt repeated');
        return { message: LEAD_MESSAGES.submitted, id };
      },
      { onRequest: limitEnquiries },
    );

    /**
     * A list answered with an ETag of the table's revision. The revision is read first, so
     * a matching If-None-Match costs one primary-key read and no list (see ./revision.ts).
     */
    const serveList = async (request: FastifyRequest, reply: FastifyReply, which: string, rows: () => Knex.QueryBuilder): Promise<Lead[] | FastifyReply> => {
      const etag = listEtag(await readRevision(db), which);
      // no-cache: a browser may keep the list, but asks each time (and mostly hears 304).
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const found: RequestRow[] = await newestFirst(rows());
      return found.map(leadOfRow);
    };

    registerCall(app, leadsCalls.list, async (request, reply) => {
      const { handleby } = request.query;
      return serveList(request, reply, `data:${handleby ?? ''}`, () => {
        const open = db(T.requests).whereNot({ status: 'Deleted' });
        return handleby === undefined ? open : open.where({ handled_by: handleby });
      });
    });

    registerCall(app, leadsCalls.confirmed, async (request, reply) =>
      serveList(request, reply, 'confirmed', () => db(T.requests).where({ status: 'Confirm' })),
    );

    registerCall(app, leadsCalls.deleted, async (request, reply) =>
      serveList(request, reply, 'deleted', () => db(T.requests).where({ status: 'Deleted' })),
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
  };
}
