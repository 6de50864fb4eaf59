import { useState } from 'react';
import { ChevronDown, Mail, RefreshCw, RotateCw } from 'lucide-react';
import { OUTBOX_LIST_LIMIT, OUTBOX_MAIL_STATES, type OutboxMailState, type OutboxMailSummary } from '@agency/contracts';
import { failureMessageOf, isNetworkError } from '../api';
import { DataTable, type Column } from '../kit/DataTable';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import panel from '../kit/panel.module.css';
import { OUTBOX_TEXTS as T, SERVER_UNREACHABLE } from '../messages';
import { MailDialog } from './MailDialog';
import { deliveryText, kindText, mailKey, mailTime, newestFirst } from './mailText';
import { useOutboxListQuery, useResendMailMutation, type MailService } from './outboxApi';
import styles from './Outbox.module.css';

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
  const query = { limit, ...(state ? { state } : {}) };
  const leads = useOutboxListQuery({ service: 'leads', query }, { refetchOnMountOrArgChange: true });
  const payment = useOutboxListQuery({ service: 'payment', query }, { refetchOnMountOrArgChange: true });
  const [resend, resending] = useResendMailMutation();

  const failed = leads.error ?? payment.error;
  const busy = leads.isFetching || payment.isFetching;
  const rows = !failed && leads.data && payment.data ? newestFirst([...leads.data.data, ...payment.data.data]).slice(0, limit) : undefined;
  const total = (leads.data?.total ?? 0) + (payment.data?.total ?? 0);
  const refetch = () => {
    void leads.refetch();
    void payment.refetch();
  };

  const resendMail = async (mail: Pick<OutboxMailSummary, 'service' | 'id' | 'subject'>) => {
    setOutcome(null);
    const result = await resend({ service: mail.service, id: mail.id });
    if ('error' in result) setOutcome({ tone: 'error', text: T.resendFailed(isNetworkError(result.error) ? SERVER_UNREACHABLE : failureMessageOf(result.error)) });
    else setOutcome({ tone: 'success', text: T.resent(mail.subject) });
  };

  const columns: Column<OutboxMailSummary>[] = [
    { header: T.columns.when, labelled: true, className: styles.moment, cell: (m) => <time dateTime={m.createdAt}>{mailTime(m.createdAt)}</time> },
    {
      header: T.columns.kind,
      labelled: true,
      cell: (m) => (
        <>
          {kindText(m.kind)}
          <span className={styles.service}>{T.services[m.service]}</span>
        </>
      ),
    },
    {
      header: T.columns.subject,
      labelled: true,
      className: styles.subject,
      cell: (m) => (
        <>
          <span className={styles.subjectText}>{m.subject}</span>
          <span className={styles.recipient}>
            {T.columns.to}: {m.recipient}
          </span>
        </>
      ),
    },
    {
      header: T.columns.state,
      labelled: true,
      cell: (m) => (
        <>
          <span className={`${styles.state} ${styles[m.state]}`}>{T.states[m.state]}</span>
          <span className={styles.attempts}>{T.attemptsCount(m.attempts)}</span>
          {m.lastError && <span className={styles.error}>{m.lastError}</span>}
        </>
      ),
    },
    { header: T.columns.sent, labelled: true, className: styles.moment, cell: (m) => deliveryText(m) },
    {
      header: T.columns.actions,
      headerHidden: true,
      cell: (m) => (
        <span className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setOpen({ service: m.service, id: m.id })} aria-label={`${T.open}: ${m.subject}`}>
            <Mail size={16} aria-hidden="true" />
            {T.open}
          </button>
          <button type="button" className={styles.secondary} disabled={resending.isLoading} onClick={() => void resendMail(m)} aria-label={`${T.resend}: ${m.subject}`}>
            <RotateCw size={16} aria-hidden="true" />
            {T.resend}
          </button>
        </span>
      ),
    },
  ];

  const failure = failed && !busy && (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {isNetworkError(failed) ? SERVER_UNREACHABLE : `${T.failed} ${failureMessageOf(failed)}`}
      </p>
      <button type="button" className={styles.secondary} onClick={refetch}>
        <RefreshCw size={18} aria-hidden="true" />
        {T.retry}
      </button>
    </div>
  );

  return (
    <section className={`${panel.panel} ${styles.outbox}`} aria-labelledby="outbox-title">
      <h1 id="outbox-title" className={styles.title}>
        {T.title}
      </h1>
      <p className={styles.lead}>{T.lead}</p>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{T.stateFilter}</span>
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as OutboxMailState | '');
              setLimit(STEP);
            }}
          >
            <option value="">{T.allStates}</option>
            {OUTBOX_MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {T.states[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.secondary} onClick={refetch} disabled={busy}>
          <RefreshCw size={18} aria-hidden="true" />
          {T.refresh}
        </button>
      </div>
      {rows?.some((m) => m.state === 'held') && <p className={styles.note}>{T.heldNote}</p>}
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
        className={{ wrap: styles.tableWrap, table: styles.table }}
      />
      {rows && rows.length > 0 && (
        <div className={styles.more}>
          <p className={styles.count} aria-live="polite">
            {T.shown(rows.length, total)}
          </p>
          {total > rows.length && (
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setLimit(Math.min(limit + STEP, OUTBOX_LIST_LIMIT.max))}>
              <ChevronDown size={18} aria-hidden="true" />
              {T.showMore}
            </button>
          )}
        </div>
      )}
      {open && <MailDialog service={open.service} id={open.id} onClose={() => setOpen(null)} onResend={resendMail} resending={resending.isLoading} />}
    </section>
  );
}
