import { AUDIT_LOG_TEXTS, type AuditEntry, auditActionWords } from '@agency/contracts';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useListUsersQuery } from '../../api';
import { type Column, DataTable } from '../../kit/DataTable';
import { Changes } from './AuditChanges';
import styles from './AuditLog.module.css';
import { type AccountNames, targetText, whenText, whoText } from './entryText';

interface Props {
  /** The page's entries; undefined until the first answer. */
  rows: readonly AuditEntry[] | undefined;
  page: number;
  busy: boolean;
  error?: ReactNode;
}

const columnsWith = (names: AccountNames): Column<AuditEntry>[] => [
  { header: 'When', labelled: true, className: styles.when, cell: (entry) => <time dateTime={entry.at}>{whenText(entry.at)}</time> },
  { header: 'Who', labelled: true, cell: (entry) => whoText(entry.actor) },
  {
    header: 'Action',
    labelled: true,
    cell: (entry) => (
      <>
        <span className={styles.action} title={entry.action}>
          {auditActionWords(entry.action)}
        </span>
        {entry.outcome === 'refused' && <span className={styles.refused}>{AUDIT_LOG_TEXTS.refused}</span>}
      </>
    ),
  },
  { header: 'Target', labelled: true, className: styles.target, cell: (entry) => targetText(entry, names) },
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
    cell: (entry) => <Changes changes={entry.changes} />,
  },
];

/** One page of the audit log: when, who, the action in words (and whether it was refused), the target by name, from where, what changed. */
export function AuditTable({ rows, page, busy, error }: Props) {
  // Account targets by name: the admin screen's user list (only administrators read the log).
  const users = useListUsersQuery();
  const columns = useMemo(() => columnsWith(new Map((users.data ?? []).map((user) => [String(user._id), user.username]))), [users.data]);
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
      layout="stacked"
      alignTop
    />
  );
}
