import type { ReactNode } from 'react';
import { AUDIT_LOG_TEXTS, type AuditEntry } from '@agency/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { changeText, whenText, whoText } from './entryText';
import styles from './AuditLog.module.css';

interface Props {
  /** The page's entries; undefined until the first answer. */
  rows: readonly AuditEntry[] | undefined;
  page: number;
  busy: boolean;
  error?: ReactNode;
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', labelled: true, className: styles.when, cell: (entry) => <time dateTime={entry.at}>{whenText(entry.at)}</time> },
  { header: 'Who', labelled: true, cell: (entry) => whoText(entry.actor) },
  {
    header: 'Action',
    labelled: true,
    cell: (entry) => (
      <>
        <code className={styles.action}>{entry.action}</code>
        {entry.outcome === 'refused' && <span className={styles.refused}>{AUDIT_LOG_TEXTS.refused}</span>}
      </>
    ),
  },
  { header: 'Target', labelled: true, cell: (entry) => entry.target ?? '—' },
  {
    header: 'From',
    labelled: true,
    cell: (entry) => (
      <>
        {entry.ip}
        {entry.userAgent && (
          <span className={styles.agent} title={entry.userAgent}>
            {entry.userAgent}
          </span>
        )}
      </>
    ),
  },
  {
    header: 'What changed',
    labelled: true,
    className: styles.changes,
    cell: (entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul>
          {entry.changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ),
  },
];

/** One page of the audit log: when, who, action (and whether it was refused), target, from where, what changed. */
export function AuditTable({ rows, page, busy, error }: Props) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.id}
      caption={`Audit log, page ${page}`}
      loading={AUDIT_LOG_TEXTS.loading}
      empty={AUDIT_LOG_TEXTS.empty}
      error={error}
      busy={busy}
      className={{ wrap: styles.tableWrap, table: styles.table }}
    />
  );
}
