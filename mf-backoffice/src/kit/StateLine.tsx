import type { ReactNode } from 'react';
import table from './table.module.css';

/**
 * The calm line that stands in for content: 'loading' while it is on its way (a polite
 * status), 'empty' when there is none.
 */
export function StateLine({ state, children }: { state: 'loading' | 'empty'; children: ReactNode }) {
  return (
    <p className={table.placeholder} role={state === 'loading' ? 'status' : undefined}>
      {children}
    </p>
  );
}
