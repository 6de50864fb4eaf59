import { type RefObject, useEffect } from 'react';

/** Room kept free below an open panel, so its bottom edge and shadow stay on screen. */
const SCREEN_MARGIN_PX = 12;

/**
 * Keeps an open dropdown panel within the screen: its CSS reads `--panel-room`, the height
 * left between the panel's top and the bottom of the viewport, measured when it opens and
 * again when the window is resized or the page scrolls (the sticky header shrinks and moves
 * the panel). A panel taller than that scrolls inside itself (HeaderMenus.module.css).
 */
export function usePanelFit(panel: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const room = Math.max(0, window.innerHeight - element.getBoundingClientRect().top - SCREEN_MARGIN_PX);
        element.style.setProperty('--panel-room', `${Math.floor(room)}px`);
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    // The header's shrink is animated: measure again where it comes to rest.
    window.addEventListener('transitionend', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('transitionend', measure);
    };
  }, [panel, open]);
}
