import type { FormEvent, ReactNode } from 'react';
import filters from './filters.module.css';

export interface FilterBarProps {
  /** The form's accessible name ("Filter bookings"). */
  label: string;
  onSubmit(): void;
  /** The buttons (Apply, Clear), on a row of their own. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The filters above a staff list: a search form of labelled fields that wraps, Enter applies. */
export function FilterBar({ label, onSubmit, actions, className, children }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={label} className={className ? `${filters.filters} ${className}` : filters.filters} onSubmit={submit}>
      {children}
      {actions && <div className={filters.actions}>{actions}</div>}
    </form>
  );
}

export interface FilterProps {
  id: string;
  label: ReactNode;
  /** 'wide' takes two columns (a search), 'full' the whole row on phones (a date). */
  size?: 'wide' | 'full';
  children: ReactNode;
}

/** One filter: its label over its control (the child, whose id is `id`). */
export function Filter({ id, label, size, children }: FilterProps) {
  const extra = size === 'wide' ? filters.wide : size === 'full' ? filters.full : '';
  return (
    <div className={`${filters.filter} ${extra}`.trim()}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
