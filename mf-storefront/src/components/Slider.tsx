import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './Slider.module.css';

/** Slide transition of the home banner and the detail gallery (spec §9: 500 ms, no autoplay). */
export const SLIDE_TRANSITION_MS = 500;
/**
 * embla's `duration` is a spring setting, not milliseconds. Simulated against embla 8's
 * ScrollBody (friction 0.68, 60 steps a second), 20 brings a slide to rest in about 500 ms
 * without overshoot; 25, embla's default, takes about a second.
 */
const EMBLA_DURATION_FOR_500_MS = 20;

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

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A slider of pictures on embla-carousel: swipe or drag, previous/next arrows and dots,
 * never moving on its own. Announced as a carousel of numbered slides.
 */
export function Slider({ slides, label, className }: Props) {
  const [viewport, embla] = useEmblaCarousel({ loop: true, duration: prefersReducedMotion() ? 0 : EMBLA_DURATION_FOR_500_MS });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const many = slides.length > 1;
  return (
    <section className={`${styles.slider} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={many && index !== selected ? true : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous slide" onClick={() => embla?.scrollPrev()}>
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => embla?.scrollNext()}>
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
