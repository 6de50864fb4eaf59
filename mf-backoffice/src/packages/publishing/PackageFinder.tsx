import { Plus, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { filterCss, kit } from '../../kit';
import { ADD, FIND_PUBLISHED, HOME_PAGE_FAILED, LOADING_HOME_PAGE, NO_PUBLISHED_FOUND } from '../../messages';
import { useSettled } from '../list/useSettled';
import { useListStaffPackagesQuery } from '../packagesApi';
import styles from './HomePlacements.module.css';
import type { Placed } from './homeChoice';

interface FinderProps {
  label: string;
  chosen: readonly Placed[];
  onAdd: (item: Placed) => void;
  onClose: () => void;
}

/** Finds published packages by name or id (the newest first when nothing is typed). */
export function PackageFinder({ label, chosen, onAdd, onClose }: FinderProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useSettled(text, 300);
  const found = useListStaffPackagesQuery({ page: 1, limit: 5, status: 'published', ...(search.trim() ? { q: search.trim() } : {}) });
  const input = `${id}-find`;
  useEffect(() => document.getElementById(input)?.focus(), [input]);
  const rows = found.currentData?.data.filter((row) => !chosen.some((item) => item._id === row._id));
  return (
    <div className={styles.finder} role="group" aria-label={label}>
      <label htmlFor={input}>{FIND_PUBLISHED}</label>
      <div className={kit.actions}>
        <span className={`${filterCss.searchBox} ${styles.searchInput}`}>
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
        <button type="button" className={kit.iconButton} aria-label="Close" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {found.isError ? (
        <p className={kit.problemText}>{HOME_PAGE_FAILED}</p>
      ) : !rows ? (
        <p className={kit.muted}>{LOADING_HOME_PAGE}</p>
      ) : rows.length === 0 ? (
        <p className={kit.muted}>{NO_PUBLISHED_FOUND}</p>
      ) : (
        <ul className={kit.list}>
          {rows.map((row) => (
            <li key={row._id} className={`${kit.listRow} ${styles.item}`}>
              <span className={styles.itemName}>
                {row.packageName}
                <span className={kit.sub}>#{row._id}</span>
              </span>
              <button
                type="button"
                className={kit.rowButton}
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
