import { type ReactNode, useId, useState } from 'react';
import { failureMessageOf, isNetworkError } from '../../api';
import type { OutcomeMessage } from '../../kit';
import kit from '../../kit/kit.module.css';
import { leadActionFailed, SERVER_UNREACHABLE } from '../../messages';
import styles from '../Leads.module.css';
import work from '../LeadWork.module.css';

/** A failed call in words: the server's reason, or that it could not be reached. */
export function reasonOf(error: unknown): string {
  return isNetworkError(error as never) ? SERVER_UNREACHABLE : failureMessageOf(error as never);
}

/** One part of the lead work, named by its heading. */
export function WorkSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={kit.stackTight} aria-labelledby={id}>
      <h3 id={id} className={`${styles.groupTitle} ${work.sectionTitle}`}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A lead work call's outcome: `settle(result, failed, onDone)` shows "<failed>: <reason>"
 * when it was refused, or hands the answer on (whose message `onDone` may return to show it).
 */
export function useWorkOutcome() {
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const settle = <R extends { data?: unknown; error?: unknown }>(
    result: R,
    failed: string,
    onDone: (data: NonNullable<R['data']>) => string | undefined,
  ) => {
    if (result.data === undefined) setMessage({ tone: 'error', text: leadActionFailed(failed, reasonOf(result.error)) });
    else {
      const text = onDone(result.data as NonNullable<R['data']>);
      if (text) setMessage({ tone: 'success', text });
    }
  };
  return { message, settle, clear: () => setMessage(null) };
}
