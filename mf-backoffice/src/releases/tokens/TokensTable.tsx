import type { DeployTokenSummary } from '@agency/contracts';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Column, DataTable, kit } from '../../kit';
import { formatWhen } from '../releaseFormat';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';

interface TokensTableProps {
  tokens: readonly DeployTokenSummary[] | undefined;
  /** The list's failure, shown instead of the table. */
  error: ReactNode;
  busy: boolean;
  onRevoke(token: DeployTokenSummary): void;
}

/** A token that can still be used: not revoked and not past its expiry. */
export const isLive = (token: DeployTokenSummary, now = Date.now()) => !token.revokedAt && Date.parse(token.expiresAt) > now;

function StateBadge({ token }: { token: DeployTokenSummary }) {
  if (token.revokedAt) return <span className={`${kit.badge} ${kit.spent}`}>{T.revoked}</span>;
  if (!isLive(token)) return <span className={`${kit.badge} ${kit.bad}`}>{T.expired}</span>;
  return <span className={`${kit.badge} ${kit.good}`}>{T.live}</span>;
}

/** Every deploy token, newest first: its remote, label, who made it and when, its expiry and last use; live ones can be revoked. */
export function TokensTable({ tokens, error, busy, onRevoke }: TokensTableProps) {
  const columns: Column<DeployTokenSummary>[] = [
    {
      header: T.columns.label,
      cell: (t) => (
        <>
          {t.label} <StateBadge token={t} />
        </>
      ),
    },
    { header: T.columns.remote, cell: (t) => t.remote, labelled: true },
    { header: T.columns.createdBy, cell: (t) => t.createdBy, labelled: true },
    { header: T.columns.createdAt, cell: (t) => formatWhen(t.createdAt), labelled: true },
    { header: T.columns.expiresAt, cell: (t) => formatWhen(t.expiresAt), labelled: true },
    { header: T.columns.lastUsedAt, cell: (t) => (t.lastUsedAt ? formatWhen(t.lastUsedAt) : T.neverUsed), labelled: true },
    {
      header: T.columns.actions,
      headerHidden: true,
      cell: (t) =>
        !t.revokedAt && (
          <button type="button" className={kit.danger} disabled={busy} onClick={() => onRevoke(t)} aria-label={T.revoke(t.label)}>
            <Ban size={18} aria-hidden="true" />
            {T.revokeLabel}
          </button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tokens}
      rowKey={(t) => t.id}
      caption={T.caption}
      loading={T.loading}
      empty={T.empty}
      error={error}
      layout="stacked"
    />
  );
}
