/**
 * Scrolls a row sideways to a position over a set time, eased in and out. The browser's
 * own smooth scrolling picks its duration itself; the spec fixes the slider's at 500 ms.
 * Snapping is held off while the row glides (`data-gliding`, see Slider.module.css), or
 * the browser would snap after every step and the row would stutter. A touch, a wheel or
 * a key on the row stops the glide where it is: the visitor's own scrolling wins.
 */
const stops = new WeakMap<HTMLElement, () => void>();
const VISITOR_SCROLLING = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;

export function glideScroll(row: HTMLElement, left: number, durationMs: number): void {
  stops.get(row)?.();
  const from = row.scrollLeft;
  if (durationMs <= 0 || from === left) {
    row.scrollLeft = left;
    return;
  }
  const start = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    stops.delete(row);
    delete row.dataset.gliding;
    for (const type of VISITOR_SCROLLING) row.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs);
    row.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  stops.set(row, stop);
  row.dataset.gliding = 'true';
  for (const type of VISITOR_SCROLLING) row.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
}

/** Cubic ease-in-out: starts and ends gently, like a slide being pushed and coming to rest. */
function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
