import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import { HistoryTable } from './HistoryTable';
import styles from './Releases.module.css';
import type { PendingActivation, RemoteReleases } from './releaseTypes';
import { VersionsTable } from './VersionsTable';

interface RemoteSectionProps {
  remote: RemoteReleases;
  busy: boolean;
  onAsk(pending: PendingActivation): void;
}

/** One remote: its rollback button (to the previous version), its versions and its activation history. */
export function RemoteSection({ remote, busy, onAsk }: RemoteSectionProps) {
  const id = useId();
  const { active, previous } = remote;
  return (
    <section className={styles.remote} aria-labelledby={id}>
      <div className={styles.remoteHeading}>
        <h2 id={id} className={styles.remoteTitle}>
          {T.remoteTitle(remote.remote)}
        </h2>
        {active && previous && (
          <button
            type="button"
            className={kit.danger}
            disabled={busy}
            onClick={() => onAsk({ remote: remote.remote, from: active, to: previous })}
          >
            <Undo2 size={18} aria-hidden="true" />
            {T.rollBack(previous)}
          </button>
        )}
      </div>
      <VersionsTable
        remote={remote}
        busy={busy}
        onActivate={(v) => active && onAsk({ remote: remote.remote, from: active, to: v.version, version: v.version })}
      />
      <h3 className={styles.subTitle}>{T.historyTitle}</h3>
      <HistoryTable remote={remote} />
    </section>
  );
}
