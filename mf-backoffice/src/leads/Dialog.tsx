import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  onClose(): void;
  /**
   * Where focus goes on closing when what opened the dialog cannot take it: a click on a
   * row's text leaves focus on the page itself, and a Delete or Reject removes the row.
   */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it and stays there (Tab wraps), Escape, the × button and
 * a click on the backdrop close it, the page behind does not scroll, and focus goes back to
 * what opened it.
 */
export function Dialog({ title, onClose, fallbackFocus, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest handlers, read by the listeners installed once.
  const close = useRef(onClose);
  close.current = onClose;
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    // The panel itself: the reader starts at the title and reads the details in order.
    panel.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panel.current?.contains(document.activeElement) ?? false;
      const onPanel = document.activeElement === panel.current;
      if (event.shiftKey && (document.activeElement === first || onPanel || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      const target = opener && opener !== document.body && opener.isConnected ? opener : fallback.current?.();
      target?.focus();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
