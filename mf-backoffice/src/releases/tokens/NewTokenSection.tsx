import { type ReactNode, useId } from 'react';
import { failureMessageOf, isNetworkError } from '../../api';
import { kit, ProblemBox, StateLine } from '../../kit';
import { SERVER_UNREACHABLE } from '../../messages';
import { useReleaseListQuery } from '../releasesApi';
import { CreateTokenForm } from './CreateTokenForm';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';
import type { CreatedToken } from './tokensApi';

/** The card that makes a token; the remotes it offers are those the site keeps releases of. */
export function NewTokenSection({ onCreated }: { onCreated(token: CreatedToken): void }) {
  const id = useId();
  const releases = useReleaseListQuery();
  let body: ReactNode;
  if (releases.data) body = <CreateTokenForm remotes={releases.data.remotes.map((r) => r.name)} onCreated={onCreated} />;
  else if (releases.error)
    body = (
      <ProblemBox onRetry={() => void releases.refetch()} retryLabel={T.retry} busy={releases.isFetching}>
        {isNetworkError(releases.error) ? SERVER_UNREACHABLE : `${T.form.failed} ${failureMessageOf(releases.error)}`}
      </ProblemBox>
    );
  else body = <StateLine state="loading">{T.form.loading}</StateLine>;
  return (
    <section className={kit.card} aria-labelledby={id}>
      <h2 id={id} className={kit.cardTitle}>
        {T.form.title}
      </h2>
      {body}
    </section>
  );
}
