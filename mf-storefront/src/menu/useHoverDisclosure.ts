import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusMenuEntry } from './menuKeyboard';
import { usePanelFit } from './usePanelFit';

/** How long the pointer may be outside an open menu before it closes (crossing a gap, a slip). */
export const HOVER_CLOSE_DELAY_MS = 250;
/**
 * A pointer that "leaves" within this time of a scroll did not move: the page moved under it
 * (the header shrinking lifts the panel). The menu stays open; it is being read or scrolled.
 */
const SCROLL_SETTLE_MS = 200;

/**
 * Open/close state of a header dropdown that opens on hover (as the spec's menus do) and
 * also works by click and keyboard: Enter/Space toggles, ArrowDown opens it and moves into it,
 * arrows move between its entries, Escape closes and returns focus to the trigger, and moving
 * focus out of the item or pressing outside closes it. Scrolling (the panel or the page)
 * never closes it, and the panel is kept within the screen (usePanelFit).
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false);
  // A click right after the hover that opened the menu must not close it again.
  const openedByHover = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastScrollAt = useRef(-Infinity);
  const panelId = useId();

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);

  usePanelFit(panel, open);

  useEffect(() => {
    if (!open) return;
    const noteScroll = () => {
      lastScrollAt.current = performance.now();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('scroll', noteScroll, { passive: true, capture: true });
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      window.removeEventListener('scroll', noteScroll, { capture: true });
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, close]);

  useEffect(() => cancelClose, [cancelClose]);

  const itemProps = {
    ref: item,
    onMouseEnter: () => {
      cancelClose();
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      if (performance.now() - lastScrollAt.current < SCROLL_SETTLE_MS) return;
      cancelClose();
      closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && open) {
        close();
        trigger.current?.focus();
        return;
      }
      if (!open || !panel.current?.contains(event.target as Node)) return;
      if (focusMenuEntry(panel.current, event.target as HTMLElement, event.key)) event.preventDefault();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
  };

  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => {
      if (open && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      setOpen((value) => !value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openedByHover.current = false;
      setOpen(true);
      // The entries render with the panel: move in once they are there.
      requestAnimationFrame(() => {
        if (panel.current) focusMenuEntry(panel.current, null, 'Home');
      });
    },
  };

  const panelProps = { id: panelId, ref: panel, hidden: !open };

  return { open, close, panelId, itemProps, triggerProps, panelProps };
}
