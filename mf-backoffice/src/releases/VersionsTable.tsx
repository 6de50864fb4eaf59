import { type Column, DataTable, kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import { formatSize, formatWhen, shortCommit } from './releaseFormat';
import type { ReleaseVersion, RemoteReleases } from './releaseTypes';

interface VersionsTableProps {
  remote: RemoteReleases;
  busy: boolean;
  onActivate(version: ReleaseVersion): void;
}

function VersionCell({ version }: { version: ReleaseVersion }) {
  return (
    <>
      <code>{version.version}</code> {version.active && <span className={`${kit.badge} ${kit.good}`}>{T.active}</span>}
      {version.previous && <span className={`${kit.badge} ${kit.calm}`}>{T.previous}</span>}
      {version.removed && <span className={`${kit.badge} ${kit.spent}`}>{T.removed}</span>}
    </>
  );
}

/** One remote's versions, newest first: who published each, when, from which commit, its size; active and previous marked. */
export function VersionsTable({ remote, busy, onActivate }: VersionsTableProps) {
  const columns: Column<ReleaseVersion>[] = [
    { header: T.columns.version, cell: (v) => <VersionCell version={v} /> },
    { header: T.columns.publishedBy, cell: (v) => v.publishedBy, labelled: true },
    { header: T.columns.publishedAt, cell: (v) => formatWhen(v.publishedAt), labelled: true },
    {
      header: T.columns.commit,
      cell: (v) => (v.commit ? <code title={v.commit}>{shortCommit(v.commit)}</code> : T.noCommit),
      labelled: true,
    },
    { header: T.columns.size, cell: (v) => formatSize(v.size), labelled: true },
    {
      header: T.columns.actions,
      headerHidden: true,
      cell: (v) =>
        !v.active &&
        !v.removed && (
          <button type="button" className={kit.secondary} disabled={busy} onClick={() => onActivate(v)}>
            {T.activate}
            <span className="visually-hidden"> {v.version}</span>
          </button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={[...remote.versions].reverse()}
      rowKey={(v) => v.version}
      caption={T.versionsCaption(remote.name)}
      loading={T.loading}
      empty={T.noVersions}
      layout="stacked"
    />
  );
}
