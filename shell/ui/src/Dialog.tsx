import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** A line under the title, and the dialog's accessible description. */
  description?: ReactNode;
  onClose(): void;
  /** While true the dialog stays open: Escape, the backdrop and × do nothing (a payment or a delete is under way). */
  locked?: boolean;
  /** `alertdialog` for a question that needs an answer (a delete confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The panel's width: 420 px (a question), 520 px (a form; the default) or 640 px (details). */
  size?: 'narrow' | 'medium' | 'wide';
  /**
   * What takes the focus on opening: the first field (the default: the visitor came to fill
   * the form in), the panel itself (a reader starts at the title and reads on), or a given
   * element (the safe answer of a question).
   */
  initialFocus?: 'first-field' | 'panel' | RefObject<HTMLElement | null>;
  /**
   * Where focus goes on closing when what opened the dialog cannot take it any more: a
   * click on text leaves focus on the page itself, and an action may remove the opener.
   */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const WIDTH = { narrow: styles.narrow, medium: styles.medium, wide: styles.wide };

/**
 * The one modal dialog of the site: `role="dialog"` (or `alertdialog`), `aria-modal`,
 * named by its title and described by its description. Focus moves into it and stays there
 * (Tab and Shift+Tab wrap), Escape, the × button and a press on the backdrop close it, the
 * page behind does not scroll, and on closing focus goes back to what opened it. A sheet
 * from the bottom on phones, centred on wider screens.
 */
export function Dialog({
  title,
  description,
  onClose,
  locked = false,
  role = 'dialog',
  size = 'medium',
  initialFocus = 'first-field',
  fallbackFocus,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest props, read by the listener installed once for the dialog's life.
  const latest = useRef({ onClose, locked, fallbackFocus });
  latest.current = { onClose, locked, fallbackFocus };
  const firstFocus = useRef(initialFocus);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const wanted = firstFocus.current;
    const target =
      wanted === 'panel'
        ? panel.current
        : wanted === 'first-field'
          ? (focusables().find((element) => element.tagName !== 'BUTTON') ?? panel.current)
          : (wanted.current ?? panel.current);
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.locked) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        // Nothing to move to (everything disabled): focus stays on the panel.
        event.preventDefault();
        panel.current?.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = panel.current?.contains(active) ?? false;
      const onPanel = active === panel.current;
      if (event.shiftKey && (active === first || onPanel || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
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
      const back = opener && opener !== document.body && opener.isConnected ? opener : latest.current.fallbackFocus?.();
      back?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the panel closes it; the keyboard's way is Escape
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !locked) onClose();
      }}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${WIDTH[size]}${role === 'alertdialog' ? ` ${styles.alert}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} disabled={locked} aria-label="Close">
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
