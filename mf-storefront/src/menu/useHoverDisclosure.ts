import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/close state of a header dropdown that opens on hover (as the spec's menus do) and
 * also works by click and keyboard: Enter/Space toggles, Escape closes and returns focus to
 * the trigger, and moving focus out of the item closes it.
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false);
  // A click right after the hover that opened the menu must not close it again.
  const openedByHover = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);

  const itemProps = {
    onMouseEnter: () => {
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: close,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        close();
        trigger.current?.focus();
      }
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
  };

  return { open, close, panelId, itemProps, triggerProps };
}
