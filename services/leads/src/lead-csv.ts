/**
 * The CSV export of a staff list: the whole filtered set, not the page on screen, with every
 * field the visitor sent and the notes, written by the contracts' one CSV writer. It is read a
 * batch at a time (by the lists' own order, resuming after the last row, so a row is never
 * skipped or repeated) and streamed, so a list of any length costs one batch of memory.
 */
import { Readable } from 'node:stream';
import {
  CSV_MEDIA_TYPE,
  csvFileName,
  LEAD_FIELD_LABELS as L,
  type LeadExportList,
  type LeadExportQuery,
  leadSourceWord,
  leadStatusWord,
  leadsCalls,
} from '@agency/contracts';
import { registerCall, type TokenClaims } from '@agency/service-common';
import { type CsvColumn, csvHeadLine, csvIndiaTime, csvLine } from '@agency/service-common/csv';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { type NoteRow, type RequestRow, TABLES as T } from './db/rows';
import { applyFilters, checkFilters } from './lead-filters';
import { indiaDay } from './lead-keys';
import { heldBy, newestFirst } from './list-queries';

/** Rows read per query: small enough for memory, large enough that a long list is few queries. */
export const EXPORT_BATCH = 500;

type ExportRow = RequestRow & { notes: string };

const INDIA = ' (India time)';

export const LEAD_CSV_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { heading: 'Request', cell: (r) => Number(r.id) },
  { heading: L.timestamp + INDIA, cell: (r) => csvIndiaTime(Number(r.created_at)) },
  { heading: L.Status, cell: (r) => leadStatusWord(r.status) },
  { heading: L.handleby, cell: (r) => r.handled_by },
  { heading: L.Firstname, cell: (r) => r.first_name },
  { heading: L.Lastname, cell: (r) => r.last_name },
  { heading: L.Emailaddress, cell: (r) => r.email },
  { heading: L.PhoneNumber, cell: (r) => r.phone, keepsText: true },
  { heading: L.calltime, cell: (r) => r.call_time },
  { heading: L.Name, cell: (r) => r.deal_name },
  { heading: L.package_id, cell: (r) => (r.package_id === null ? null : Number(r.package_id)) },
  { heading: L.Countryname, cell: (r) => r.country_name },
  { heading: L.classoffer, cell: (r) => r.class_offer },
  { heading: L.Duration, cell: (r) => (r.duration === null ? null : Number(r.duration)) },
  { heading: L.Date, cell: (r) => r.travel_date },
  { heading: L.Airport, cell: (r) => r.airport },
  { heading: L.Whoistravelling, cell: (r) => (r.adults === null ? null : Number(r.adults)) },
  { heading: L.Whoistravellingchildren, cell: (r) => (r.children === null ? null : Number(r.children)) },
  { heading: L.WhoistravellingInfants, cell: (r) => (r.infants === null ? null : Number(r.infants)) },
  { heading: L.travelplans, cell: (r) => r.travel_plans },
  { heading: L.message, cell: (r) => r.message },
  { heading: L.way, cell: (r) => leadSourceWord(r.way) },
  { heading: 'Follow-up', cell: (r) => r.follow_up_on },
  { heading: 'Notes', cell: (r) => r.notes },
];

/** The file's name: `leads-<list>-<India day>.csv`. */
export const leadCsvName = (list: LeadExportList, now: number) => csvFileName(`leads-${list}`, new Date(now));

/** Which requests a list holds, before its filters. */
function listed(db: Knex, list: LeadExportList, handleby: string | undefined, caller: TokenClaims): Knex.QueryBuilder {
  if (list === 'confirmed') return db(T.requests).where({ status: 'Confirm' });
  if (list === 'deleted') return db(T.requests).where({ status: 'Deleted' });
  return heldBy(db(T.requests), handleby, caller);
}

/** A request's notes, oldest first, one per line: `2026-11-25 14:05 asha: called, no answer`. */
async function notesByRequest(db: Knex, ids: number[]): Promise<Map<number, string>> {
  const notes: NoteRow[] =
    ids.length === 0
      ? []
      : await db(T.notes)
          .whereIn('request_id', ids)
          .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const byRequest = new Map<number, string[]>();
  for (const note of notes) {
    const lines = byRequest.get(Number(note.request_id)) ?? [];
    lines.push(`${csvIndiaTime(Number(note.created_at))} ${note.author_name}: ${note.body}`);
    byRequest.set(Number(note.request_id), lines);
  }
  return new Map([...byRequest].map(([id, lines]) => [id, lines.join('\n')]));
}

/** The file's lines, a batch of requests at a time. */
export async function* leadCsvLines(db: Knex, query: LeadExportQuery, caller: TokenClaims, now: number): AsyncGenerator<string> {
  const { list = 'data', handleby, ...filters } = query;
  const today = indiaDay(now);
  yield csvHeadLine(LEAD_CSV_COLUMNS);
  let after: { created_at: number; id: number } | undefined;
  for (;;) {
    const rows = applyFilters(listed(db, list, handleby, caller), filters, today);
    // Resumes after the last row written: by the lists' order (newest first, then the later id).
    if (after) {
      const last = after;
      rows.where((older) =>
        older
          .where('created_at', '<', last.created_at)
          .orWhere((same) => same.where('created_at', last.created_at).where('id', '<', last.id)),
      );
    }
    const batch: RequestRow[] = await newestFirst(rows).limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    const notes = await notesByRequest(
      db,
      batch.map((row) => Number(row.id)),
    );
    yield batch.map((row) => csvLine(LEAD_CSV_COLUMNS, { ...row, notes: notes.get(Number(row.id)) ?? '' })).join('');
    if (batch.length < EXPORT_BATCH) return;
    const tail = batch[batch.length - 1];
    after = { created_at: Number(tail.created_at), id: Number(tail.id) };
  }
}

export function registerLeadExport(app: FastifyInstance, db: Knex, clock: () => number): void {
  registerCall(app, leadsCalls.export, async (request, reply) => {
    const { list = 'data', handleby, ...filters } = request.query;
    // Refused before the first byte: once the file streams, its status is sent.
    checkFilters(filters);
    const now = clock();
    request.log.info({ by: request.user.username, list, handleby, filters }, 'leads exported');
    const file = Readable.from(leadCsvLines(db, { list, handleby, ...filters }, request.user, now));
    // A stream is sent as it is: the contract's text/csv string is what it becomes on the wire.
    return reply
      .header('content-disposition', `attachment; filename="${leadCsvName(list, now)}"`)
      .header('cache-control', 'no-store')
      .type(CSV_MEDIA_TYPE)
      .send(file as unknown as string);
  });
}
