import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { kit } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import { HistoryTable } from './HistoryTable';
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
    <section className={kit.card} aria-labelledby={id}>
      <div className={kit.heading}>
        <h2 id={id} className={kit.cardTitle}>
          {T.remoteTitle(remote.name)}
        </h2>
        {active && previous && (
          <button
            type="button"
            className={kit.danger}
            disabled={busy}
            onClick={() => onAsk({ remote: remote.name, from: active, to: previous })}
          >
            <Undo2 size={18} aria-hidden="true" />
            {T.rollBack(previous)}
          </button>
        )}
      </div>
      <VersionsTable
        remote={remote}
        busy={busy}
        onActivate={(v) => active && onAsk({ remote: remote.name, from: active, to: v.version, version: v.version })}
      />
      <h3 className={kit.cardTitle}>{T.historyTitle}</h3>
      <HistoryTable remote={remote} />
    </section>
  );
}
