/**
 * The cluster bench's visitors: a few concurrent loops, each going round catalogue reads, page
 * renders, enquiries and booking starts (a proof of work solved first, as a browser does). Every
 * request is recorded with when it started and ended and how it was answered, and every write
 * carries a unique e-mail address, so that what was acknowledged can be looked up in the
 * database afterwards.
 */
import type { ProofOfWorkChallenge } from '@agency/contracts';
import { TABLES as LEAD_TABLES } from '@agency/leads/db/rows';
import { TABLES as PAYMENT_TABLES } from '@agency/payment/db/rows';
import { solveProofOfWorkInNode } from '@agency/service-common';
import type { Knex } from 'knex';
import { enquiry } from './leads';

export type RequestKind = 'catalogue' | 'page' | 'enquiry' | 'booking';

export interface Sent {
  kind: RequestKind;
  started: number;
  ended: number;
  /** 0: no answer (the connection failed or timed out). */
  status: number;
  /** The write's e-mail address. */
  marker?: string;
}

export interface TrafficOptions {
  workers: number;
  /** Package ids whose pages are rendered in turn. */
  packageIds: readonly number[];
  /** The retreat room the booking starts hold a place in. */
  roomId: number;
  /** Marks this run's writes apart from another run's. */
  runId: string;
}

const ROUND: readonly RequestKind[] = ['catalogue', 'page', 'enquiry', 'catalogue', 'booking', 'page'];
const TIMEOUT_MS = 30_000;

export class Traffic {
  readonly sent: Sent[] = [];
  private running = true;
  private readonly loops: Promise<void>[];
  private counter = 0;

  constructor(
    private readonly url: string,
    private readonly options: TrafficOptions,
  ) {
    this.loops = Array.from({ length: options.workers }, (_, worker) => this.loop(worker));
  }

  /** Lets the requests under way finish, sends no more, and returns every request made. */
  async stop(): Promise<Sent[]> {
    this.running = false;
    await Promise.all(this.loops);
    return this.sent;
  }

  private async loop(worker: number): Promise<void> {
    for (let step = worker; this.running; step += 1) await this.one(ROUND[step % ROUND.length]);
  }

  private async one(kind: RequestKind): Promise<void> {
    const i = (this.counter += 1);
    const marker = kind === 'enquiry' || kind === 'booking' ? `${this.options.runId}-${kind}-${i}@bench.example.in` : undefined;
    let status = 0;
    let started = Date.now();
    try {
      if (kind === 'catalogue') {
        status = await this.get(`/api/packages?page=${1 + (i % 5)}&limit=7`);
      } else if (kind === 'page') {
        const ids = this.options.packageIds;
        status = await this.get(i % 3 === 0 ? '/' : `/package-detail/${ids[i % ids.length]}`);
      } else if (kind === 'enquiry') {
        status = await this.post('/api/requests/submit', enquiry(marker!, i));
      } else {
        // The challenge is the browser's read before the write; only the write is counted.
        const challenge = await fetch(`${this.url}/api/payment/v1/challenge`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!challenge.ok) throw new Error(`challenge ${challenge.status}`);
        const proofOfWork = await solveProofOfWorkInNode((await challenge.json()) as ProofOfWorkChallenge);
        started = Date.now();
        status = await this.post('/api/payment/v1/initiate', {
          firstname: 'Bench',
          productinfo: 'Retreat',
          category: 'SoulPod',
          itemId: this.options.roomId,
          members: 1,
          email: marker,
          phone: `9${String(i).padStart(9, '0')}`,
          proofOfWork,
        });
      }
    } catch {
      status = 0;
    }
    this.sent.push({ kind, started, ended: Date.now(), status, ...(marker ? { marker } : {}) });
  }

  private async get(path: string): Promise<number> {
    const response = await fetch(`${this.url}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status;
  }

  private async post(path: string, body: object): Promise<number> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  }
}

export interface WriteAccount {
  sent: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged but not in the database. */
  lost: number;
  /** In the database without an acknowledgement (the answer was lost in flight). */
  storedUnacknowledged: number;
}

/** Looks every write of `sent` up in the database by its e-mail address. */
export async function accountWrites(db: Knex, sent: readonly Sent[]): Promise<Record<'enquiry' | 'booking', WriteAccount>> {
  const account = async (kind: 'enquiry' | 'booking', table: string): Promise<WriteAccount> => {
    const writes = sent.filter((request) => request.kind === kind);
    const markers = writes.map((request) => request.marker!);
    const stored = new Set<string>();
    for (let i = 0; i < markers.length; i += 500)
      for (const row of await db(table)
        .whereIn('email', markers.slice(i, i + 500))
        .select('email'))
        stored.add(row.email);
    const acknowledged = writes.filter((request) => request.status === 200);
    return {
      sent: writes.length,
      acknowledged: acknowledged.length,
      stored: stored.size,
      lost: acknowledged.filter((request) => !stored.has(request.marker!)).length,
      storedUnacknowledged: writes.filter((request) => request.status !== 200 && stored.has(request.marker!)).length,
    };
  };
  return { enquiry: await account('enquiry', LEAD_TABLES.requests), booking: await account('booking', PAYMENT_TABLES.payments) };
}

/** Requests not answered with 2xx; `inFlightAt` those among them that had started and not ended at that moment. */
/** Failed requests, and those of them in flight at some moment from `from` to `until` (a kill's signal to the death). */
export function failures(sent: readonly Sent[], from?: number, until = from): { failed: Sent[]; inFlight: Sent[]; other: Sent[] } {
  const failed = sent.filter((request) => request.status < 200 || request.status >= 300);
  const inFlight =
    from === undefined || until === undefined ? [] : failed.filter((request) => request.started <= until && request.ended >= from);
  return { failed, inFlight, other: failed.filter((request) => !inFlight.includes(request)) };
}

export function describeStatuses(sent: readonly Sent[]): string {
  const counts = new Map<string, number>();
  for (const request of sent) counts.set(`${request.kind} ${request.status}`, (counts.get(`${request.kind} ${request.status}`) ?? 0) + 1);
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
}
