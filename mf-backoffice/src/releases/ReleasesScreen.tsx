import { KeyRound, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { failureMessageOf, isNetworkError } from '../api';
import { kit, Outcome, type OutcomeMessage, PageFrame, ProblemBox, StateLine } from '../kit';
import { SERVER_UNREACHABLE, RELEASES_TEXTS as T } from '../messages';
import { paths } from '../paths';
import { ActivateDialog } from './ActivateDialog';
import { InstancesTable } from './InstancesTable';
import { RemoteSection } from './RemoteSection';
import { useActivateReleaseMutation, useReleaseListQuery } from './releasesApi';
import type { PendingActivation } from './releaseTypes';
import { DEPLOY_TOKENS_TEXTS } from './tokens/texts';

/** The list refreshes by itself this often, so instances' versions and heartbeats stay current. */
const REFRESH_MS = 5000;

/**
 * Releases (administrators): per remote its versions (active and previous marked), its
 * activation history and a rollback button; any kept version can be activated. Each change
 * asks for confirmation and a reason. Below, the instances and what each one serves.
 */
export function ReleasesScreen() {
  const list = useReleaseListQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const [activate, activating] = useActivateReleaseMutation();
  const [pending, setPending] = useState<PendingActivation | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);

  const ask = (next: PendingActivation) => {
    setOutcome(null);
    setRefused(null);
    setPending(next);
  };
  const confirm = async (reason: string) => {
    if (!pending) return;
    const result = await activate({ remote: pending.remote, body: { ...(pending.version ? { version: pending.version } : {}), reason } });
    if ('error' in result) {
      setRefused(isNetworkError(result.error) ? SERVER_UNREACHABLE : failureMessageOf(result.error));
      return;
    }
    setPending(null);
    setOutcome({ tone: 'success', text: T.done(pending.remote, result.data.version) });
  };

  const failed = list.error && !list.data;
  return (
    <PageFrame
      title={T.title}
      lead={T.lead}
      titleId="releases-title"
      actions={
        <div className={kit.actions}>
          <Link className={kit.secondary} to={paths.deployTokens}>
            <KeyRound size={18} aria-hidden="true" />
            {DEPLOY_TOKENS_TEXTS.open}
          </Link>
          <button type="button" className={kit.secondary} onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw size={18} aria-hidden="true" />
            {T.refresh}
          </button>
        </div>
      }
    >
      <Outcome message={outcome} />
      {failed ? (
        <ProblemBox onRetry={() => void list.refetch()} retryLabel={T.retry}>
          {isNetworkError(list.error) ? SERVER_UNREACHABLE : `${T.failed} ${failureMessageOf(list.error)}`}
        </ProblemBox>
      ) : !list.data ? (
        <StateLine state="loading">{T.loading}</StateLine>
      ) : (
        <>
          {list.data.remotes.map((remote) => (
            <RemoteSection key={remote.name} remote={remote} busy={activating.isLoading} onAsk={ask} />
          ))}
          <section className={kit.card} aria-labelledby="releases-instances">
            <h2 id="releases-instances" className={kit.cardTitle}>
              {T.instancesTitle}
            </h2>
            <p className={kit.muted}>{T.instancesLead}</p>
            <InstancesTable instances={list.data.instances} />
          </section>
        </>
      )}
      {pending && (
        <ActivateDialog
          pending={pending}
          busy={activating.isLoading}
          error={refused}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setPending(null)}
        />
      )}
    </PageFrame>
  );
}
