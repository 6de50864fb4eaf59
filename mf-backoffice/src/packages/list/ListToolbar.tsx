import { Filter, Home, Plus } from 'lucide-react';
import { kit } from '../../kit';
import { HOME_PAGE } from '../../messages';
import styles from './PackageList.module.css';

interface ToolbarProps {
  filtersShown: boolean;
  filterCount: number;
  onToggleFilters: () => void;
  onAdd: () => void;
  onHomePage?: () => void;
}

/** The list's title, Show/Hide Filters (with how many are in use) and Add Package. */
export function ListToolbar({ filtersShown, filterCount, onToggleFilters, onAdd, onHomePage }: ToolbarProps) {
  return (
    <div className={kit.toolbar}>
      <h2 id="package-list-title" className={kit.title}>
        Package List
      </h2>
      <div className={kit.actions}>
        <button
          type="button"
          className={kit.secondary}
          aria-expanded={filtersShown}
          aria-controls="package-filters"
          onClick={onToggleFilters}
        >
          <Filter size={18} aria-hidden="true" />
          {filtersShown ? 'Hide Filters' : 'Show Filters'}
          {filterCount > 0 && (
            <span className={styles.count}>
              {filterCount}
              <span className="visually-hidden"> in use</span>
            </span>
          )}
        </button>
        {onHomePage && (
          <button type="button" className={kit.secondary} onClick={onHomePage}>
            <Home size={18} aria-hidden="true" />
            {HOME_PAGE}
          </button>
        )}
        <button type="button" className={kit.primary} onClick={onAdd}>
          <Plus size={18} aria-hidden="true" />
          Add Package
        </button>
      </div>
    </div>
  );
}
