import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface ProblemBoxProps {
  /** What went wrong, in words a colleague can act on (read out at once). */
  children: ReactNode;
  /** Try again: shown as a button when given. */
  onRetry?(): void;
  retryLabel?: string;
  /** The retry is on its way: the button waits. */
  busy?: boolean;
}

/** A failure where the content would be, with the button that tries again. */
export function ProblemBox({ children, onRetry, retryLabel, busy }: ProblemBoxProps) {
  return (
    <div className={kit.problem}>
      <p role="alert" className={kit.problemText}>
        {children}
      </p>
      {onRetry && retryLabel && (
        <button type="button" className={kit.secondary} onClick={onRetry} disabled={busy}>
          <RefreshCw size={18} aria-hidden="true" />
          {retryLabel}
        </button>
      )}
    </div>
  );
}
