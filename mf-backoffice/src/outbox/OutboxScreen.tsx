import { OUTBOX_LIST_LIMIT, OUTBOX_MAIL_STATES, type OutboxMailState } from '@agency/contracts';
import { ChevronDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, isNetworkError } from '../api';
import { DataTable, Filter, kit, Outcome, type OutcomeMessage, PageFrame, ProblemBox } from '../kit';
import { SERVER_UNREACHABLE, OUTBOX_TEXTS as T } from '../messages';
import { MailDialog } from './MailDialog';
import { mailKey } from './mailText';
import styles from './Outbox.module.css';
import type { MailService } from './outboxApi';
import { outboxColumns } from './outboxColumns';
import { useOutboxMails, useResend } from './useOutboxMails';

const STEP = OUTBOX_LIST_LIMIT.default;

/**
 * The Outbox (administrators): both services' mails, newest first, with their state, attempts
 * and last error; a mail opens in a dialog (its text, and its HTML in a sandboxed frame);
 * Resend queues one again. Loading, empty and error states; cards on phones.
 */
export function OutboxScreen() {
  const [state, setState] = useState<OutboxMailState | ''>('');
  const [limit, setLimit] = useState<number>(STEP);
  const [open, setOpen] = useState<{ service: MailService; id: number } | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const { rows, total, failed, busy, refetch } = useOutboxMails(state, limit);
  const { resendMail, resending } = useResend(setOutcome);
  /** Another state: the list starts again from its first mails. */
  const choose = (next: OutboxMailState | '') => {
    setState(next);
    setLimit(STEP);
  };
  const columns = outboxColumns({
    open: (m) => setOpen({ service: m.service, id: m.id }),
    resend: (m) => void resendMail(m),
    resending,
  });
  const failure = failed && !busy && (
    <ProblemBox onRetry={refetch} retryLabel={T.retry}>
      {isNetworkError(failed) ? SERVER_UNREACHABLE : `${T.failed} ${failureMessageOf(failed)}`}
    </ProblemBox>
  );

  return (
    <PageFrame title={T.title} lead={T.lead} titleId="outbox-title">
      <div className={kit.inlineForm}>
        <Filter id="outbox-state" label={T.stateFilter}>
          <select id="outbox-state" value={state} onChange={(event) => choose(event.target.value as OutboxMailState | '')}>
            <option value="">{T.allStates}</option>
            {OUTBOX_MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {T.states[s]}
              </option>
            ))}
          </select>
        </Filter>
        <button type="button" className={kit.secondary} onClick={refetch} disabled={busy}>
          <RefreshCw size={18} aria-hidden="true" />
          {T.refresh}
        </button>
      </div>
      {rows?.some((m) => m.state === 'held') && <p className={kit.note}>{T.heldNote}</p>}
      <Outcome message={outcome} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={mailKey}
        caption={T.title}
        loading={T.loading}
        empty={state ? T.emptyFiltered : T.empty}
        error={failure || undefined}
        busy={busy}
        layout="stacked"
        alignTop
        className={{ table: styles.table }}
      />
      {rows && rows.length > 0 && (
        <div className={kit.paging}>
          <p className={kit.pagingText} aria-live="polite">
            {T.shown(rows.length, total)}
          </p>
          {total > rows.length && (
            <button
              type="button"
              className={kit.secondary}
              disabled={busy}
              onClick={() => setLimit(Math.min(limit + STEP, OUTBOX_LIST_LIMIT.max))}
            >
              <ChevronDown size={18} aria-hidden="true" />
              {T.showMore}
            </button>
          )}
        </div>
      )}
      {open && <MailDialog service={open.service} id={open.id} onClose={() => setOpen(null)} onResend={resendMail} resending={resending} />}
    </PageFrame>
  );
}
