import type { OutboxMailSummary } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { RotateCw } from 'lucide-react';
import { failureMessageOf } from '../api';
import { kit, ProblemBox } from '../kit';
import { OUTBOX_TEXTS as T } from '../messages';
import { MailState } from './MailState';
import { deliveryText, kindText, mailTime } from './mailText';
import styles from './Outbox.module.css';
import { type MailService, useOutboxMailQuery } from './outboxApi';

interface Props {
  service: MailService;
  id: number;
  onClose: () => void;
  onResend: (mail: Pick<OutboxMailSummary, 'service' | 'id' | 'subject'>) => void;
  resending: boolean;
}

/**
 * One mail, to read: who it went to, its state, the text body, and the HTML body in a frame
 * that runs nothing and follows no link (`sandbox` with no permissions).
 */
export function MailDialog({ service, id, onClose, onResend, resending }: Props) {
  const mail = useOutboxMailQuery({ service, id });
  const data = mail.data;
  return (
    <Dialog title={data?.subject ?? T.title} size="wide" initialFocus="panel" onClose={onClose}>
      {mail.isLoading && <p role="status">{T.mailLoading}</p>}
      {mail.isError && (
        <ProblemBox onRetry={() => void mail.refetch()} retryLabel={T.retry}>
          {T.mailFailed} {failureMessageOf(mail.error)}
        </ProblemBox>
      )}
      {data && (
        <div className={kit.stack}>
          <dl className={kit.facts}>
            <dt>{T.columns.kind}</dt>
            <dd>
              {kindText(data.kind)} ({T.services[data.service]})
            </dd>
            <dt>{T.columns.to}</dt>
            <dd className={styles.wrapAnywhere}>{data.recipient}</dd>
            <dt>{T.columns.state}</dt>
            <dd>
              <MailState state={data.state} /> · {T.columns.attempts}: {data.attempts}
            </dd>
            <dt>{T.columns.when}</dt>
            <dd>{mailTime(data.createdAt)}</dd>
            <dt>{T.columns.sent}</dt>
            <dd>{deliveryText(data)}</dd>
            {data.lastError && (
              <>
                <dt>{T.columns.lastError}</dt>
                <dd className={styles.error}>{data.lastError}</dd>
              </>
            )}
          </dl>
          <h3 className={styles.bodyTitle}>{T.textBody}</h3>
          {/* Focusable: it scrolls, and a keyboard must be able to scroll it. */}
          <pre className={styles.text} tabIndex={0} aria-label={T.textBody}>
            {data.text}
          </pre>
          <h3 className={styles.bodyTitle}>{T.htmlBody}</h3>
          <iframe className={styles.frame} sandbox="" srcDoc={data.html} title={T.htmlFrameTitle} />
          <div className={`${kit.actions} ${kit.end}`}>
            <button type="button" className={kit.primary} disabled={resending} onClick={() => onResend(data)}>
              <RotateCw size={18} aria-hidden="true" />
              {resending ? T.resending : T.resend}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
