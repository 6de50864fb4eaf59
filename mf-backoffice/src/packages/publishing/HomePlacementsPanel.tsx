import {
  HOME_PLACE_LIMITS,
  HOME_PLACES,
  HOME_SECTION_TITLES,
  type HomePlace,
  type HomePlacements,
  PUBLISHING_MESSAGES,
} from '@agency/contracts';
import { ArrowDown, ArrowUp, Plus, RefreshCw, Save, Search, Undo2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Outcome, type OutcomeMessage } from '../../kit/Outcome';
import {
  ADD,
  ADD_TO_PLACE,
  BACK_TO_LIST,
  FIND_PUBLISHED,
  HOME_PAGE_FAILED,
  HOME_PAGE_HINT,
  HOME_PAGE_SAVE_FAILED,
  HOME_PAGE_TITLE,
  LOADING_HOME_PAGE,
  MOVE_DOWN,
  MOVE_UP,
  NO_PUBLISHED_FOUND,
  NOTHING_CHOSEN,
  placeFull,
  REMOVE,
  SAVE_HOME_PAGE,
  TOP_DEALS,
} from '../../messages';
import { useSettled } from '../list/useSettled';
import { useListStaffPackagesQuery } from '../packagesApi';
import styles from './HomePlacements.module.css';
import { useHomePlacementsQuery, useSaveHomePlacementsMutation } from './publishingApi';

type Placed = HomePlacements[HomePlace][number];
type Choice = Record<HomePlace, Placed[]>;

const placeTitle = (place: HomePlace) => (place === 'topDeals' ? TOP_DEALS : HOME_SECTION_TITLES[place]);

/**
 * The home page's choice: which published packages 'Our Exclusive Top Deals'
 * (at most 4) and the three deal sections show, in order. Nothing is saved until Save.
 */
export function HomePlacementsPanel({ onBack }: { onBack: () => void }) {
  const stored = useHomePlacementsQuery(undefined, { refetchOnMountOrArgChange: true });
  const back = (
    <button type="button" className={styles.secondary} onClick={onBack}>
      <Undo2 size={18} aria-hidden="true" />
      {BACK_TO_LIST}
    </button>
  );
  let body;
  if (stored.isError && !stored.isFetching) {
    body = (
      <div className={styles.problem}>
        <p role="alert" className={styles.problemText}>
          {HOME_PAGE_FAILED}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void stored.refetch()}>
          <RefreshCw size={18} aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  } else if (!stored.currentData) {
    body = (
      <p role="status" className={styles.loading}>
        {LOADING_HOME_PAGE}
      </p>
    );
  } else {
    body = <ChoiceEditor stored={stored.currentData} />;
  }
  return (
    <section className={styles.panel} aria-labelledby="home-page-title">
      <div className={styles.head}>
        <h2 id="home-page-title" className={styles.title}>
          {HOME_PAGE_TITLE}
        </h2>
        {back}
      </div>
      <p className={styles.hint}>{HOME_PAGE_HINT}</p>
      {body}
    </section>
  );
}

function ChoiceEditor({ stored }: { stored: HomePlacements }) {
  const [choice, setChoice] = useState<Choice>(() => copyOf(stored));
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { isLoading: saving }] = useSaveHomePlacementsMutation();
  const [adding, setAdding] = useState<HomePlace | null>(null);

  const change = (place: HomePlace, next: Placed[]) => {
    setChoice((current) => ({ ...current, [place]: next }));
    setProblems(({ [place]: _gone, ...rest }) => rest);
    setOutcome(null);
  };

  const onSave = async () => {
    setOutcome(null);
    const body = Object.fromEntries(HOME_PLACES.map((place) => [place, choice[place].map((item) => item._id)])) as Record<
      HomePlace,
      number[]
    >;
    const result = await save(body);
    if ('error' in result) {
      const data = (result.error as { data?: { message?: unknown; fields?: unknown } } | undefined)?.data;
      const fields = typeof data?.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : {};
      setProblems(fields);
      setOutcome({
        tone: 'error',
        text: `${HOME_PAGE_SAVE_FAILED}: ${typeof data?.message === 'string' ? data.message : HOME_PAGE_FAILED}`,
      });
      return;
    }
    setChoice(copyOf(result.data));
    setProblems({});
    setOutcome({ tone: 'success', text: PUBLISHING_MESSAGES.homeSaved });
  };

  return (
    <>
      <div className={styles.places}>
        {HOME_PLACES.map((place) => (
          <PlaceEditor
            key={place}
            place={place}
            items={choice[place]}
            problem={problems[place]}
            adding={adding === place}
            onAdding={(open) => setAdding(open ? place : null)}
            onChange={(next) => change(place, next)}
          />
        ))}
      </div>
      <Outcome message={outcome} />
      <div className={styles.footer}>
        <button type="button" className={styles.primary} disabled={saving} onClick={() => void onSave()}>
          <Save size={18} aria-hidden="true" />
          {SAVE_HOME_PAGE}
        </button>
      </div>
    </>
  );
}

interface PlaceProps {
  place: HomePlace;
  items: Placed[];
  problem?: string;
  adding: boolean;
  onAdding: (open: boolean) => void;
  onChange: (items: Placed[]) => void;
}

function PlaceEditor({ place, items, problem, adding, onAdding, onChange }: PlaceProps) {
  const id = useId();
  const limit = HOME_PLACE_LIMITS[place];
  const title = placeTitle(place);
  const full = items.length >= limit;
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <section className={styles.place} aria-labelledby={`${id}-title`}>
      <div className={styles.placeHead}>
        <h3 id={`${id}-title`} className={styles.placeTitle}>
          {title}
        </h3>
        <span className={styles.limit}>
          {items.length} / {limit}
        </span>
      </div>
      {problem && (
        <p className={styles.problemText} id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>{NOTHING_CHOSEN}</p>
      ) : (
        <ol className={styles.items} aria-label={title}>
          {items.map((item, index) => (
            <li key={item._id} className={styles.item}>
              <span className={styles.itemName}>
                {item.packageName}
                <span className={styles.itemId}>#{item._id}</span>
              </span>
              <span className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={`${MOVE_UP}: ${item.packageName}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={`${MOVE_DOWN}: ${item.packageName}`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={`${REMOVE}: ${item.packageName}`}
                  onClick={() => onChange(items.filter((kept) => kept._id !== item._id))}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className={styles.limitNote}>{placeFull(limit)}</p>
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

interface FinderProps {
  label: string;
  chosen: readonly Placed[];
  onAdd: (item: Placed) => void;
  onClose: () => void;
}

/** Finds published packages by name or id (the newest first when nothing is typed). */
function PackageFinder({ label, chosen, onAdd, onClose }: FinderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useSettled(text, 300);
  const found = useListStaffPackagesQuery({ page: 1, limit: 5, status: 'published', ...(search.trim() ? { q: search.trim() } : {}) });
  const input = `${id}-find`;
  useEffect(() => document.getElementById(input)?.focus(), [input]);
  const rows = found.currentData?.data.filter((row) => !chosen.some((item) => item._id === row._id));
  return (
    <div className={styles.finder} role="group" aria-label={label}>
      <label htmlFor={input} className={styles.finderLabel}>
        {FIND_PUBLISHED}
      </label>
      <div className={styles.finderRow}>
        <span className={styles.searchInput}>
          <Search size={16} aria-hidden="true" />
          <input
            id={input}
            type="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </span>
        <button type="button" className={styles.icon} aria-label="Close" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {found.isError ? (
        <p className={styles.problemText}>{HOME_PAGE_FAILED}</p>
      ) : !rows ? (
        <p className={styles.empty}>{LOADING_HOME_PAGE}</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{NO_PUBLISHED_FOUND}</p>
      ) : (
        <ul className={styles.results}>
          {rows.map((row) => (
            <li key={row._id} className={styles.item}>
              <span className={styles.itemName}>
                {row.packageName}
                <span className={styles.itemId}>#{row._id}</span>
              </span>
              <button
                type="button"
                className={styles.addOne}
                aria-label={`${ADD} ${row.packageName}`}
                onClick={() => onAdd({ _id: row._id, packageName: row.packageName, published: true })}
              >
                <Plus size={16} aria-hidden="true" />
                {ADD}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function copyOf(stored: HomePlacements): Choice {
  return Object.fromEntries(HOME_PLACES.map((place) => [place, stored[place].map((item) => ({ ...item }))])) as Choice;
}
