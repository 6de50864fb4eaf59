import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { useGetFilterDataQuery, useGetRegionsQuery } from '../api';
import { activeFilterCount, NO_FILTERS, type PackageFilters } from './filters';
import { FiltersPanel } from './FiltersPanel';
import styles from './PackagesPage.module.css';

const FILTERS_UNAVAILABLE = 'Filters are unavailable right now; every package is still listed.';

interface Props {
  filterData: ReturnType<typeof useGetFilterDataQuery>;
  regions: ReturnType<typeof useGetRegionsQuery>;
  /** Null until the URL's filters are chosen. */
  filters: PackageFilters | null;
  onChange: (filters: PackageFilters) => void;
  /** The visitor reaches for the filters (pointer over them, focus in them, the panel opened). */
  onEngage: () => void;
}

/** The FILTERS sidebar: folded away on phones behind Show filters (with how many are in use). */
export function FiltersSidebar({ filterData, regions, filters, onChange, onEngage }: Props) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters ?? NO_FILTERS);
  return (
    <aside className={styles.sidebar} aria-labelledby="filters-title" onPointerEnter={onEngage} onPointerDown={onEngage} onFocus={onEngage}>
      <div className={styles.sidebarHead}>
        <h2 id="filters-title" className={styles.filtersTitle}>
          FILTERS
        </h2>
        <button type="button" className={styles.panelToggle} aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((open) => !open)}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          {panelOpen ? 'Hide filters' : count > 0 ? `Show filters (${count})` : 'Show filters'}
        </button>
      </div>
      <div id={panelId} className={panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
        {filterData.data && filters ? (
          <FiltersPanel data={filterData.data} regions={regions.data} filters={filters} onChange={onChange} />
        ) : (
          <p className={styles.filtersNote} role="status">
            {filterData.isError ? FILTERS_UNAVAILABLE : 'Loading filters...'}
          </p>
        )}
      </div>
    </aside>
  );
}
