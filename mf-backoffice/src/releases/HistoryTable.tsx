import { type Column, DataTable, kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import { formatWhen } from './releaseFormat';
import type { ReleaseActivation, RemoteReleases } from './releaseTypes';

const columns: Column<ReleaseActivation>[] = [
  { header: T.columns.when, cell: (a) => formatWhen(a.at) },
  {
    header: T.columns.why,
    cell: (a) => (
      <>
        {T.kinds[a.why]} <code>{a.version}</code>
        {a.replaced && <span className={kit.sub}> {T.replaced(a.replaced)}</span>}
      </>
    ),
    labelled: true,
  },
  { header: T.columns.who, cell: (a) => a.by, labelled: true },
  { header: T.columns.reason, cell: (a) => a.reason, labelled: true },
];

/** Who activated which version of one remote, when, why (publish, rollback, activate) and their reason; newest first. */
export function HistoryTable({ remote }: { remote: RemoteReleases }) {
  return (
    <DataTable
      columns={columns}
      rows={remote.activations}
      rowKey={(a) => `${a.at}-${a.version}-${a.why}`}
      caption={T.historyCaption(remote.name)}
      loading={T.loading}
      empty={T.noHistory}
      layout="stacked"
    />
  );
}
