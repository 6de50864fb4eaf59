import { HOME_PLACE_LIMITS, type HomePlace } from '@agency/contracts';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { kit } from '../../kit';
import { ADD_TO_PLACE, NOTHING_CHOSEN, placeFull } from '../../messages';
import styles from './HomePlacements.module.css';
import { type Placed, placeTitle } from './homeChoice';
import { PackageFinder } from './PackageFinder';
import { PlacedList } from './PlacedList';

interface PlaceProps {
  place: HomePlace;
  items: Placed[];
  problem?: string;
  adding: boolean;
  onAdding: (open: boolean) => void;
  onChange: (items: Placed[]) => void;
}

/** One place on the home page: its packages in order (moved, removed), and Add while there is room. */
export function PlaceEditor({ place, items, problem, adding, onAdding, onChange }: PlaceProps) {
  const id = useId();
  const limit = HOME_PLACE_LIMITS[place];
  const title = placeTitle(place);
  const full = items.length >= limit;
  return (
    <section className={`${kit.card} ${kit.tinted}`} aria-labelledby={`${id}-title`}>
      <div className={kit.toolbar}>
        <h3 id={`${id}-title`} className={kit.cardTitle}>
          {title}
        </h3>
        <span className={`${kit.hint} ${styles.limit}`}>
          {items.length} / {limit}
        </span>
      </div>
      {problem && (
        <p className={kit.problemText} id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {items.length === 0 ? <p className={kit.muted}>{NOTHING_CHOSEN}</p> : <PlacedList title={title} items={items} onChange={onChange} />}
      {full ? (
        <p className={kit.muted}>{placeFull(limit)}</p>
      ) : adding ? (
        <PackageFinder
          label={`${ADD_TO_PLACE}: ${title}`}
          chosen={items}
          onAdd={(item) => onChange([...items, item])}
          onClose={() => onAdding(false)}
        />
      ) : (
        <button type="button" className={styles.add} onClick={() => onAdding(true)}>
          <Plus size={16} aria-hidden="true" />
          {ADD_TO_PLACE}
          <span className="visually-hidden">: {title}</span>
        </button>
      )}
    </section>
  );
}
