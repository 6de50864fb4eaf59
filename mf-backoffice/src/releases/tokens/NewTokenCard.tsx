import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { kit } from '../../kit';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';
import type { CreatedToken } from './tokensApi';

type Copying = 'idle' | 'copied' | 'failed';

/**
 * The token just made, shown this once (the site keeps only its fingerprint): selectable,
 * with a Copy button and a plain warning, until the administrator says it is copied.
 */
export function NewTokenCard({ created, onDone }: { created: CreatedToken; onDone(): void }) {
  const id = useId();
  const [copying, setCopying] = useState<Copying>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopying('copied');
    } catch {
      setCopying('failed');
    }
  };
  return (
    <section className={kit.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={kit.cardTitle}>
        {T.created.title(created.data.label, created.data.remote)}
      </h2>
      <p className={kit.problemText}>{T.created.onlyOnce}</p>
      <div className={kit.field}>
        <label htmlFor={`${id}-token`}>{T.created.tokenLabel}</label>
        <div className={kit.actions}>
          <input id={`${id}-token`} readOnly value={created.token} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className={kit.secondary} onClick={() => void copy()}>
            {copying === 'copied' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
            {T.created.copy}
          </button>
        </div>
      </div>
      <p role="status" className={copying === 'failed' ? kit.fieldError : kit.hint}>
        {copying === 'copied' ? T.created.copied : copying === 'failed' ? T.created.copyFailed : ''}
      </p>
      <p className={kit.muted}>
        {T.created.use} <code>{T.created.command(created.data.remote)}</code>
      </p>
      <div className={kit.actions}>
        <button type="button" className={kit.primary} onClick={onDone}>
          {T.created.done}
        </button>
      </div>
    </section>
  );
}
