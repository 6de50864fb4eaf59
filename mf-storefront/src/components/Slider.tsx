import { needsScript } from '@agency/page/protocol';
import { ChevronLeft, ChevronRight } from '@agency/ui/icons';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { glideScroll, prefersReducedMotion } from './glideScroll';
import styles from './Slider.module.css';

/** Slide transition of the home banner and the detail gallery (the spec's business constants: 500 ms, no autoplay). */
export const SLIDE_TRANSITION_MS = 500;

export interface Slide {
  key: string;
  content: ReactNode;
}

interface Props {
  slides: readonly Slide[];
  /** Names the carousel ('Holiday inspiration'). */
  label: string;
  className?: string;
}

/**
 * A slider of pictures: a row that the browser scrolls and snaps to whole slides (a swipe
 * on a phone is the browser's own, and the row works before the page's scripts run or
 * without them), with previous/next arrows and dots that glide to a slide in 500 ms and
 * wrap around at the ends. Never moves on its own. Announced as a carousel of numbered slides.
 */
export function Slider({ slides, label, className }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const count = slides.length;

  // The slide in view follows the row's scroll position, whoever moved it.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSelected(slideInView(row, count)));
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  const show = useCallback(
    (index: number) => {
      const row = track.current;
      if (!row || count === 0) return;
      const target = ((index % count) + count) % count;
      glideScroll(row, target * row.clientWidth, prefersReducedMotion() ? 0 : SLIDE_TRANSITION_MS);
    },
    [count],
  );

  const many = count > 1;
  return (
    <section className={`${styles.slider} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      {/* Focusable so that a keyboard can scroll it too (a scrollable region must be reachable);
          a named group, since a name on a plain div is not announced (nor valid HTML). */}
      <div
        className={styles.track}
        ref={track}
        tabIndex={many ? 0 : undefined}
        role={many ? 'group' : undefined}
        aria-label={many ? `${label}, slides` : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={many && index !== selected ? true : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {many && (
        <>
          <button
            type="button"
            {...needsScript}
            className={`${styles.arrow} ${styles.previous}`}
            aria-label="Previous slide"
            onClick={() => show(selected - 1)}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            {...needsScript}
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next slide"
            onClick={() => show(selected + 1)}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          <div className={styles.dots} {...needsScript}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The slide whose left edge is nearest the row's scroll position. */
function slideInView(row: HTMLElement, count: number): number {
  if (row.clientWidth === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / row.clientWidth)));
}
