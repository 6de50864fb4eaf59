/**
 * Recording staff actions in the audit log (audit-log.ts) without touching every route:
 * a contract that declares `audit` (shared-contracts' defineCall) gets two hooks from
 * registerCall, and its successful answers (and the refusals its spec names) are recorded:
 *
 * - who: the account of the verified token (`request.user`), or what the handler noted
 *   (sign-in knows its account only once the password matched); nobody for a refusal, whose
 *   typed username may be a password typed into the wrong box;
 * - when: the server's clock; from where: the client's address as Fastify sees it (TRUST_PROXY)
 *   and its user agent;
 * - what: the action, the target (the path's or body's id, or a create's new id from its
 *   answer), and what changed: the target's fields before and after when the service registered
 *   a snapshot reader for the call (`app.audit.snapshot`), else the submitted fields. Secret
 *   fields are never recorded.
 *
 * The entry is written before the answer leaves (onSend), so a client that saw its change
 * succeed can find it in the log. A failed write is logged and does not fail the change the
 * client already made (it has committed by then).
 */

import { type AuditChange, type AuditOutcome, type AuditSpec, auditSpecOf, type CallContract } from '@agency/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Knex } from 'knex';
import { type AuditActor, appendAuditEntry, changedFields, submittedChanges } from './audit-log';

/** Reads the fields of a call's target that its entry compares before and after (undefined: there is none). */
export type SnapshotReader = (target: string, request: FastifyRequest) => Promise<Record<string, unknown> | undefined>;

/** What a handler adds to its call's entry. */
export interface AuditNote {
  /** Who acted, when the token does not say (sign-in). */
  actor?: AuditActor;
  target?: string | number;
  changes?: AuditChange[];
}

/** An entry a route writes by hand (for what no contract declares). */
export interface AuditRecord extends AuditNote {
  action: string;
  outcome?: AuditOutcome;
}

export interface AuditLog {
  /** Appends an entry for this request: who from its token (or `actor`), where from the request. */
  record(request: FastifyRequest, entry: AuditRecord): Promise<void>;
  /** Registers how to read a call's target, so its entries show the changed fields before and after. */
  snapshot(call: CallContract, reader: SnapshotReader): void;
  /** The reader registered for a call. */
  snapshotOf(call: CallContract): SnapshotReader | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by servicePlugin: the audit log of staff actions. */
    audit: AuditLog;
  }
  interface FastifyRequest {
    /** Adds to the audit entry of this request's call (its contract declares `audit`). */
    noteAudit(note: AuditNote): void;
  }
}

/** What the hooks know of one request between preHandler and onSend. */
interface AuditState {
  note: AuditNote;
  before?: Record<string, unknown>;
}

const states = new WeakMap<FastifyRequest, AuditState>();

function stateOf(request: FastifyRequest): AuditState {
  let state = states.get(request);
  if (!state) {
    state = { note: {} };
    states.set(request, state);
  }
  return state;
}

export function auditLog(db: Knex, clock: () => number = Date.now): AuditLog {
  const readers = new Map<string, SnapshotReader>();
  return {
    async record(request, entry) {
      const outcome = entry.outcome ?? 'succeeded';
      await appendAuditEntry(
        db,
        {
          action: entry.action,
          outcome,
          actor: outcome === 'refused' ? null : (entry.actor ?? actorOf(request)),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          target: entry.target,
          changes: entry.changes ?? [],
        },
        clock(),
      );
    },
    snapshot(call, reader) {
      readers.set(call.id, reader);
    },
    snapshotOf(call) {
      return readers.get(call.id);
    },
  };
}

/** Gives every request `noteAudit` (servicePlugin calls it once per service). */
export function decorateAuditNotes(app: FastifyInstance): void {
  app.decorateRequest('noteAudit', function noteAudit(this: FastifyRequest, note: AuditNote) {
    const state = stateOf(this);
    state.note = { ...state.note, ...note };
  });
}

/** The signed-in account of a request whose token the guard verified. */
function actorOf(request: FastifyRequest): AuditActor | null {
  const claims = request.user as FastifyRequest['user'] | null;
  if (!claims) return null;
  return { id: Number(claims.sub), username: claims.username, role: claims.role };
}

/** The target the request names: the path's id (or its one parameter), else the body's id. */
function requestedTarget(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const named = params.id ?? Object.values(params)[0] ?? (typeof body === 'object' ? (body.id ?? body._id) : undefined);
  return typeof named === 'string' || typeof named === 'number' ? String(named) : undefined;
}

/** A dotted path's value in a JSON answer (`data._id`). */
function answerTarget(payload: unknown, path: string | undefined): string | undefined {
  if (!path || typeof payload !== 'string') return undefined;
  try {
    let value: unknown = JSON.parse(payload);
    for (const key of path.split('.'))
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(spec: AuditSpec, reply: FastifyReply): AuditOutcome | undefined {
  const status = reply.statusCode;
  if (status >= 200 && status < 300) return 'succeeded';
  return spec.refused?.includes(status) ? 'refused' : undefined;
}

/**
 * The hooks registerCall gives a call that declares `audit` (none for one that does not).
 * Throws at registration when the app has no audit log, so a misplaced route fails at start.
 */
export function auditHooksFor(
  app: FastifyInstance,
  call: CallContract,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> } | undefined {
  const spec = auditSpecOf(call);
  if (!spec) return undefined;
  if (!app.hasDecorator('audit'))
    throw new Error(`${call.id} declares audit, but this app has no audit log (register it inside servicePlugin)`);

  return {
    async preHandler(request) {
      const reader = request.server.audit.snapshotOf(call);
      const target = requestedTarget(request);
      if (!reader || target === undefined) return;
      const state = stateOf(request);
      state.before = await reader(target, request);
    },
    async onSend(request, reply, payload) {
      const outcome = outcomeOf(spec, reply);
      if (!outcome) return payload;
      try {
        const state = stateOf(request);
        const { note } = state;
        const target = note.target ?? requestedTarget(request) ?? answerTarget(payload, spec.targetInAnswer);
        let changes: AuditChange[] = [];
        if (outcome === 'succeeded') {
          const reader = request.server.audit.snapshotOf(call);
          if (note.changes) changes = note.changes;
          else if (reader && target !== undefined) changes = changedFields(state.before, await reader(String(target), request));
          // A public call's body (sign-in's typed username) is what a visitor typed, not a change.
          else if (call.access !== 'public') changes = submittedChanges(request.body);
        }
        await request.server.audit.record(request, { action: spec.action, outcome, actor: note.actor, target, changes });
      } catch (err) {
        request.log.error({ err, action: spec.action }, 'writing the audit log failed');
      } finally {
        states.delete(request);
      }
      return payload;
    },
  };
}
