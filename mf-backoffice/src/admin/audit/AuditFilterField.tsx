import type { useContractForm } from '@agency/ui';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { filterCss, kit } from '../../kit';

type BoundField = ReturnType<ReturnType<typeof useContractForm>['field']>;

/** A bound field's props for its control (its message is shown by FilterField). */
export function inputOf({ error: _error, ...input }: BoundField): Omit<BoundField, 'error'> {
  return input;
}

interface FilterFieldProps {
  label: string;
  error?: string;
  children: (id: string, described: Pick<InputHTMLAttributes<HTMLElement>, 'aria-describedby' | 'aria-invalid'>) => ReactNode;
}

/** A filter's label, control and message (every filter is optional: none says so). */
export function FilterField({ label, error, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={filterCss.filter}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {})}
      {error && (
        <p id={`${id}-error`} className={kit.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
