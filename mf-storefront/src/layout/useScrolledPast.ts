import { useEffect, useState } from 'react';

/** The spec's header shrink threshold: the header compacts once the page is scrolled past it. */
export const HEADER_SHRINK_THRESHOLD_PX = 20;

/** True while the window is scrolled more than `threshold` pixels down. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    // Passive: the listener never blocks scrolling; React skips the render when the value is unchanged.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
