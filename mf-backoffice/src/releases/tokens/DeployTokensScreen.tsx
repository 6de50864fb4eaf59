import type { DeployTokenSummary } from '@agency/contracts';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureMessageOf, isNetworkError } from '../../api';
import { kit, Outcome, type OutcomeMessage, PageFrame, ProblemBox } from '../../kit';
import { SERVER_UNREACHABLE } from '../../messages';
import { paths } from '../../paths';
import { NewTokenCard } from './NewTokenCard';
import { NewTokenSection } from './NewTokenSection';
import { RevokeDialog } from './RevokeDialog';
import { TokensTable } from './TokensTable';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';
import { type CreatedToken, useDeployTokensQuery, useRevokeDeployTokenMutation } from './tokensApi';

const problemOf = (error: Parameters<typeof failureMessageOf>[0]) => (isNetworkError(error) ? SERVER_UNREACHABLE : failureMessageOf(error));

/**
 * Deploy tokens (administrators): make one for a remote (shown once, to copy), see every
 * token with its remote, maker, expiry and last use, and revoke one after a confirmation.
 */
export function DeployTokensScreen() {
  const id = useId();
  const list = useDeployTokensQuery(undefined, { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeDeployTokenMutation();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [asking, setAsking] = useState<DeployTokenSummary | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);

  const show = (token: CreatedToken) => {
    setOutcome(null);
    setCreated(token);
  };
  const ask = (token: DeployTokenSummary) => {
    setOutcome(null);
    setRefused(null);
    setAsking(token);
  };
  const confirmRevoke = async (reason: string | undefined) => {
    if (!asking) return;
    const answer = await revoke({ id: asking.id, reason });
    if ('error' in answer) {
      setRefused(problemOf(answer.error));
      return;
    }
    setAsking(null);
    setOutcome({ tone: 'success', text: T.revokedDone(asking.label) });
  };

  const back = (
    <Link className={kit.back} to={paths.releases}>
      <ArrowLeft size={18} aria-hidden="true" />
      {T.back}
    </Link>
  );
  const failed = list.error && (
    <ProblemBox onRetry={() => void list.refetch()} retryLabel={T.retry} busy={list.isFetching}>
      {T.failed} {problemOf(list.error)}
    </ProblemBox>
  );
  return (
    <PageFrame title={T.title} lead={T.lead} titleId="deploy-tokens-title" before={back}>
      <Outcome message={outcome} />
      {created ? <NewTokenCard created={created} onDone={() => setCreated(null)} /> : <NewTokenSection onCreated={show} />}
      <section className={kit.card} aria-labelledby={id}>
        <h2 id={id} className={kit.cardTitle}>
          {T.listTitle}
        </h2>
        <TokensTable tokens={list.data?.data} busy={revoking.isLoading} error={failed} onRevoke={ask} />
      </section>
      {asking && (
        <RevokeDialog
          token={asking}
          busy={revoking.isLoading}
          error={refused}
          onConfirm={(reason) => void confirmRevoke(reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </PageFrame>
  );
}
