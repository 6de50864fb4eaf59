import type { OutboxMailSummary } from '@agency/contracts';
import { Mail, RotateCw } from 'lucide-react';
import { type Column, kit } from '../kit';
import { OUTBOX_TEXTS as T } from '../messages';
import { MailState } from './MailState';
import { deliveryText, kindText, mailTime } from './mailText';
import styles from './Outbox.module.css';

export type MailRef = Pick<OutboxMailSummary, 'service' | 'id' | 'subject'>;

interface Actions {
  open(mail: MailRef): void;
  resend(mail: MailRef): void;
  resending: boolean;
}

/** The mails' columns: when, what, to whom, its state and delivery, and Open and Resend. */
export const outboxColumns = ({ open, resend, resending }: Actions): Column<OutboxMailSummary>[] => [
  {
    header: T.columns.when,
    labelled: true,
    className: styles.moment,
    cell: (m) => <time dateTime={m.createdAt}>{mailTime(m.createdAt)}</time>,
  },
  {
    header: T.columns.kind,
    labelled: true,
    cell: (m) => (
      <>
        {kindText(m.kind)}
        <span className={kit.sub}>{T.services[m.service]}</span>
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
        <span className={`${kit.sub} ${styles.wrapAnywhere}`}>
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
        <MailState state={m.state} />
        <span className={kit.sub}>{T.attemptsCount(m.attempts)}</span>
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
        <button type="button" className={kit.secondary} onClick={() => open(m)} aria-label={`${T.open}: ${m.subject}`}>
          <Mail size={16} aria-hidden="true" />
          {T.open}
        </button>
        <button
          type="button"
          className={kit.secondary}
          disabled={resending}
          onClick={() => resend(m)}
          aria-label={`${T.resend}: ${m.subject}`}
        >
          <RotateCw size={16} aria-hidden="true" />
          {T.resend}
        </button>
      </span>
    ),
  },
];
