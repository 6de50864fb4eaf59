import type { AuditChange } from '@agency/contracts';
import styles from './AuditLog.module.css';
import { changeValueText } from './entryText';

/** How many changes an entry shows before the rest fold away (a deleted package lists all its fields). */
const CHANGES_SHOWN = 3;

function ChangeLines({ changes }: { changes: readonly AuditChange[] }) {
  return (
    <ul>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>: {changeValueText(change)}
        </li>
      ))}
    </ul>
  );
}

/** What changed: the first few fields, the rest behind "N more changes". */
export function Changes({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <>—</>;
  const rest = changes.slice(CHANGES_SHOWN);
  return (
    <>
      <ChangeLines changes={changes.slice(0, CHANGES_SHOWN)} />
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary>
            {rest.length} more {rest.length === 1 ? 'change' : 'changes'}
          </summary>
          <ChangeLines changes={rest} />
        </details>
      )}
    </>
  );
}
