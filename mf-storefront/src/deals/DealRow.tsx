import { ChevronLeft, ChevronRight } from '@agency/ui/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CardDeal, DealCard } from './DealCard';
import styles from './DealRow.module.css';

/** The spec's scroll step of a deal row (among its business constants): each arrow moves the row 300 px. */
export const DEAL_ROW_STEP_PX = 300;

interface Props {
  deals: readonly CardDeal[];
  /** Names the row for screen readers ('Deals in Thailand'). */
  label: string;
  /** The page's first list of cards: its first card loads its picture at once. */
  priority?: boolean;
}

/**
 * A sideways scrolling row of deal cards (country pages, home deal sections). Touch and
 * trackpads scroll it natively; wider screens also get arrows that step 300 px.
 */
export function DealRow({ deals, label, priority = false }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new deals change the row's width: measure again
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, deals]);

  const step = (direction: -1 | 1) => track.current?.scrollBy({ left: direction * DEAL_ROW_STEP_PX, behavior: 'smooth' });

  return (
    <div className={styles.row}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label="Scroll deals left"
        disabled={edges.atStart}
        onClick={() => step(-1)}
      >
        <ChevronLeft size={22} aria-hidden="true" />
      </button>
      <ul ref={track} className={styles.track} aria-label={label} onScroll={measure} tabIndex={0}>
        {deals.map((deal, index) => (
          <li key={deal._id} className={styles.item}>
            <DealCard deal={deal} priority={priority && index === 0} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label="Scroll deals right"
        disabled={edges.atEnd}
        onClick={() => step(1)}
      >
        <ChevronRight size={22} aria-hidden="true" />
      </button>
    </div>
  );
}
