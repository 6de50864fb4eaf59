import { DEPLOY_TOKEN_MAX_DAYS, type DeployTokenBody, deployTokenForm, deployTokenFormValidator } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, isNetworkError } from '../../api';
import { kit, Outcome, type OutcomeMessage } from '../../kit';
import { SERVER_UNREACHABLE } from '../../messages';
import { TokenField } from './TokenField';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';
import { type CreatedToken, useCreateDeployTokenMutation } from './tokensApi';

/** A quarter: long enough for a pipeline, short enough that a forgotten token runs out. */
const EMPTY = { remote: '', label: '', expiresInDays: '90' };

interface CreateTokenFormProps {
  /** The site's remotes (the Releases list names them). */
  remotes: readonly string[];
  onCreated(token: CreatedToken): void;
}

/** Makes a deploy token of one remote (checked by the contract's validator); the caller shows the token once. */
export function CreateTokenForm({ remotes, onCreated }: CreateTokenFormProps) {
  const form = useContractForm<typeof deployTokenForm, DeployTokenBody>(deployTokenFormValidator, deployTokenForm, EMPTY);
  const [create, creating] = useCreateDeployTokenMutation();
  const [refused, setRefused] = useState<OutcomeMessage | null>(null);
  const [remote, label, days] = (['remote', 'label', 'expiresInDays'] as const).map(form.field);

  const submit = form.handleSubmit(async (body) => {
    setRefused(null);
    const answer = await create(body);
    if ('error' in answer) {
      setRefused({ tone: 'error', text: isNetworkError(answer.error) ? SERVER_UNREACHABLE : failureMessageOf(answer.error) });
      return;
    }
    form.reset(EMPTY);
    onCreated(answer.data);
  });

  return (
    <form className={kit.form} onSubmit={submit} noValidate aria-label={T.form.title}>
      <TokenField label={T.form.remote} hint={T.form.remoteHint} error={remote.error}>
        {(id, described) => (
          <select id={id} {...described} {...controlOf(remote)}>
            <option value="" disabled>
              {T.form.remotePlaceholder}
            </option>
            {remotes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </TokenField>
      <TokenField label={T.form.label} hint={T.form.labelHint} error={label.error}>
        {(id, described) => <input id={id} autoComplete="off" maxLength={100} {...described} {...controlOf(label)} />}
      </TokenField>
      <TokenField label={T.form.days} hint={T.form.daysHint} error={days.error}>
        {(id, described) => (
          <input id={id} type="number" inputMode="numeric" min={1} max={DEPLOY_TOKEN_MAX_DAYS} {...described} {...controlOf(days)} />
        )}
      </TokenField>
      <Outcome message={refused} />
      <div className={kit.actions}>
        <button type="submit" className={kit.primary} disabled={creating.isLoading}>
          <KeyRound size={18} aria-hidden="true" />
          {creating.isLoading ? T.form.busy : T.form.submit}
        </button>
      </div>
    </form>
  );
}

type BoundField = ReturnType<ReturnType<typeof useContractForm>['field']>;

/** A bound field's props for its control (TokenField shows its message). */
function controlOf({ error: _error, ...control }: BoundField): Omit<BoundField, 'error'> {
  return control;
}
