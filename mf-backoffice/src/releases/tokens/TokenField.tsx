import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { kit } from '../../kit';

type Described = Pick<InputHTMLAttributes<HTMLElement>, 'aria-describedby' | 'aria-invalid'>;

interface TokenFieldProps {
  label: string;
  hint: string;
  /** The contract's message for this field, after a send was refused. */
  error?: string;
  children: (id: string, described: Described) => ReactNode;
}

/** One labelled field of the new-token form: its control, its hint, and its message when refused. */
export function TokenField({ label, hint, error, children }: TokenFieldProps) {
  const id = useId();
  const described: Described = {
    'aria-describedby': error ? `${id}-hint ${id}-error` : `${id}-hint`,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={kit.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, described)}
      <span id={`${id}-hint`} className={kit.hint}>
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className={kit.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
