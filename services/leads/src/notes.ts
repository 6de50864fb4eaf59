/**
 * Notes on a request: any staff member may add one to any request; a note is kept
 * forever with its author (account id and username) and time, and only its author may correct
 * it, within NOTE_EDIT_WINDOW_MINUTES of writing it. Adding or correcting one bumps the lists'
 * revision, so polling clients see it.
 */

import { LEAD_MESSAGES, LEAD_WORK_MESSAGES, type LeadNote, NOTE_EDIT_WINDOW_MINUTES } from '@agency/contracts';
import { conflict, forbidden, insertOne, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { type NoteRow, TABLES as T } from './db/rows';
import type { Caller } from './pipeline';
import { bumpRevision } from './revision';

export const NOTE_EDIT_WINDOW_MS = NOTE_EDIT_WINDOW_MINUTES * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

export function noteOf(row: NoteRow): LeadNote {
  const createdAt = Number(row.created_at);
  const note: LeadNote = {
    id: Number(row.id),
    requestId: Number(row.request_id),
    author: { id: Number(row.author_id), username: row.author_name },
    text: row.body,
    createdAt: iso(createdAt),
    editableUntil: iso(createdAt + NOTE_EDIT_WINDOW_MS),
  };
  if (row.edited_at !== null && row.edited_at !== undefined) note.editedAt = iso(Number(row.edited_at));
  return note;
}

async function requireRequest(trx: Knex.Transaction, id: number): Promise<void> {
  const found = await trx(T.requests).where({ id }).first('id');
  if (!found) throw notFound(LEAD_MESSAGES.notFound);
}

export async function addNote(db: Knex, requestId: number, caller: Caller, text: string, now: number): Promise<LeadNote> {
  return db.transaction(async (trx) => {
    await requireRequest(trx, requestId);
    const row = {
      request_id: requestId,
      author_id: caller.sub,
      author_name: caller.username,
      body: text.trim(),
      created_at: now,
      edited_at: null,
    };
    const id = await insertOne(trx, T.notes, row);
    await bumpRevision(trx);
    return noteOf({ id, ...row });
  });
}

export async function editNote(db: Knex, requestId: number, noteId: number, caller: Caller, text: string, now: number): Promise<LeadNote> {
  return db.transaction(async (trx) => {
    await requireRequest(trx, requestId);
    const row: NoteRow | undefined = await trx(T.notes).where({ id: noteId, request_id: requestId }).first();
    if (!row) throw notFound(LEAD_WORK_MESSAGES.noteNotFound);
    if (Number(row.author_id) !== caller.sub) throw forbidden(LEAD_WORK_MESSAGES.notYourNote);
    if (now > Number(row.created_at) + NOTE_EDIT_WINDOW_MS) throw conflict(LEAD_WORK_MESSAGES.noteWindowPassed);
    const body = text.trim();
    await trx(T.notes).where({ id: noteId }).update({ body, edited_at: now });
    await bumpRevision(trx);
    return noteOf({ ...row, body, edited_at: now });
  });
}

/** A request's notes, oldest first (the order they were written in). */
export async function notesOf(db: Knex, requestId: number): Promise<LeadNote[]> {
  const rows: NoteRow[] = await db(T.notes)
    .where({ request_id: requestId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  return rows.map(noteOf);
}
