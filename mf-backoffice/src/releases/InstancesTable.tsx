import { type Column, DataTable, kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import styles from './Releases.module.css';
import { formatWhen } from './releaseFormat';
import type { InstanceState } from './releaseTypes';

const columns: Column<InstanceState>[] = [
  {
    header: T.columns.instance,
    cell: (i) => (
      <>
        {i.host} <span className={kit.sub}>(pid {i.pid})</span>
        <span className={styles.badges}>
          <span className={`${kit.badge} ${i.stale ? kit.bad : kit.good}`}>{i.stale ? T.stale : T.live}</span>
        </span>
      </>
    ),
  },
  {
    header: T.columns.serves,
    cell: (i) => (
      <ul className={styles.serves}>
        {Object.entries(i.versions).map(([remote, version]) => (
          <li key={remote}>
            {remote} <span className={styles.version}>{version}</span>
          </li>
        ))}
      </ul>
    ),
    labelled: true,
  },
  { header: T.columns.heartbeat, cell: (i) => formatWhen(i.heartbeatAt), labelled: true },
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
