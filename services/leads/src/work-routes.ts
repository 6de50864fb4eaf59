/**
 * The lead work calls: a request's activity (notes, history, possible repeats), notes,
 * the follow-up date and a reassignment by an administrator or a manager. Who may call each is its contract's
 * `access`; who may change which request is the pipeline's rule (./pipeline.ts).
 */

import { LEAD_MESSAGES, LEAD_WORK_MESSAGES, type LeadActivity, leadsCalls } from '@agency/contracts';
import { badRequest, notFound, registerCall } from '@agency/service-common';
import type { SnapshotReader } from '@agency/service-common/audit';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { type RequestRow, TABLES as T } from './db/rows';
import { setFollowUp } from './follow-ups';
import { historyOf } from './history';
import { indiaDay, isRealDay } from './lead-keys';
import { leadOfRow } from './lead-record';
import { addNote, editNote, notesOf } from './notes';
import { reassign, staffMemberFor } from './reassign';
import { repeatsOf } from './repeats';
import type { StaffDirectory } from './staff-directory';

export function registerLeadWork(app: FastifyInstance, db: Knex, clock: () => number, staff: StaffDirectory): void {
  // The audit log shows the holder and follow-up before and after a reassignment or a new date.
  const snapshot: SnapshotReader = async (id) => {
    const row: Pick<RequestRow, 'handled_by' | 'follow_up_on'> | undefined = await db(T.requests)
      .select('handled_by', 'follow_up_on')
      .where({ id: Number(id) })
      .first();
    return row ? { handleby: row.handled_by, followUp: row.follow_up_on ?? null } : undefined;
  };
  app.audit.snapshot(leadsCalls.reassign, snapshot);
  app.audit.snapshot(leadsCalls.setFollowUp, snapshot);

  registerCall(app, leadsCalls.activity, async (request): Promise<LeadActivity> => {
    const { id } = request.params;
    const row: RequestRow | undefined = await db(T.requests).where({ id }).first();
    if (!row) throw notFound(LEAD_MESSAGES.notFound);
    const [notes, history, repeats] = await Promise.all([notesOf(db, id), historyOf(db, id), repeatsOf(db, row)]);
    return { lead: leadOfRow(row), notes, history, repeats };
  });

  registerCall(app, leadsCalls.addNote, async (request) => {
    const note = await addNote(db, request.params.id, request.user, request.body.text, clock());
    request.log.info({ id: request.params.id, note: note.id, by: request.user.username }, 'note added');
    return { message: LEAD_WORK_MESSAGES.noteAdded, data: note };
  });

  registerCall(app, leadsCalls.editNote, async (request) => {
    const { id, noteId } = request.params;
    const note = await editNote(db, id, noteId, request.user, request.body.text, clock());
    return { message: LEAD_WORK_MESSAGES.noteEdited, data: note };
  });

  registerCall(app, leadsCalls.setFollowUp, async (request) => {
    const { date } = request.body;
    const now = clock();
    if (date !== null) {
      if (!isRealDay(date)) throw badRequest(LEAD_WORK_MESSAGES.followUpDate, { date: LEAD_WORK_MESSAGES.followUpDate });
      if (date < indiaDay(now)) throw badRequest(LEAD_WORK_MESSAGES.followUpPast, { date: LEAD_WORK_MESSAGES.followUpPast });
    }
    return setFollowUp(db, request.params.id, date, request.user, now);
  });

  registerCall(app, leadsCalls.reassign, async (request) => {
    const to = await staffMemberFor(staff, request.body.to, request.headers.authorization);
    const change = await reassign(db, request.params.id, to, request.user, clock());
    request.log.info({ id: request.params.id, by: request.user.username, to: to.username }, 'request reassigned');
    return change;
  });
}
