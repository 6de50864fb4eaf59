import { type Column, DataTable, kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import { formatWhen } from './releaseFormat';
import type { InstanceState } from './releaseTypes';

const columns: Column<InstanceState>[] = [
  {
    header: T.columns.instance,
    cell: (i) => (
      <>
        {i.host} <span className={kit.sub}>(pid {i.pid})</span>
        <span className={`${kit.badge} ${i.stale ? kit.bad : kit.good}`}>{i.stale ? T.stale : T.live}</span>
      </>
    ),
  },
  {
    header: T.columns.serves,
    cell: (i) => (
      <>
        {Object.entries(i.versions).map(([remote, version]) => (
          <span key={remote} className={kit.sub}>
            {remote} <code>{version}</code>
          </span>
        ))}
      </>
    ),
    labelled: true,
  },
  { header: T.columns.heartbeat, cell: (i) => formatWhen(i.lastHeartbeatAt), labelled: true },
];

/** The instances serving the site, the version of each remote each one reports serving, and their last heartbeat. */
export function InstancesTable({ instances }: { instances: InstanceState[] }) {
  return (
    <DataTable
      columns={columns}
      rows={instances}
      rowKey={(i) => i.id}
      caption={T.instancesTitle}
      loading={T.loading}
      empty={T.noInstances}
      layout="stacked"
    />
  );
}
