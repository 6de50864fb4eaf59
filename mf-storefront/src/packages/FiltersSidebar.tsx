import { needsScript, openWithoutScript } from '@agency/page/protocol';
import { useFormChosenBeforeHydration } from '@agency/page/remote';
import { SlidersHorizontal } from '@agency/ui/icons';
import { useRef, useState } from 'react';
import type { useGetFilterDataQuery, useGetRegionsQuery } from '../api';
import { paths } from '../paths';
import { FiltersPanel } from './FiltersPanel';
import { activeFilterCount, filtersToSearch, NO_FILTERS, type PackageFilters, preselectFilters } from './filters';
import styles from './PackagesPage.module.css';

const FILTERS_UNAVAILABLE = 'Filters are unavailable right now; every package is still listed.';

interface Props {
  /** The GET form the filters (and the sort, outside it) belong to. */
  formId: string;
  filterData: ReturnType<typeof useGetFilterDataQuery>;
  regions: ReturnType<typeof useGetRegionsQuery>;
  /** Null until the URL's filters are chosen. */
  filters: PackageFilters | null;
  onChange: (filters: PackageFilters) => void;
  /** The visitor reaches for the filters (pointer over them, focus in them, the panel opened). */
  onEngage: () => void;
}

/**
 * The FILTERS sidebar: folded away on phones behind Show filters (with how many are in use).
 * It is a GET form to the list: with scripts each change applies at once (the form is never
 * sent); without them the toggle is not offered, the panel stays open and 'Show packages' sends it.
 */
export function FiltersSidebar({ formId, filterData, regions, filters, onChange, onEngage }: Props) {
  const [panelOpen, setPanelOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Filters ticked on the server's HTML before the app was live apply once it is.
  useFormChosenBeforeHydration(form, (fields) => {
    if (!filters || !filterData.data) return;
    const chosen = preselectFilters(fields, filterData.data);
    if (filtersToSearch(chosen).toString() !== filtersToSearch(filters).toString()) onChange(chosen);
  });
  const count = activeFilterCount(filters ?? NO_FILTERS);
  return (
    <aside className={styles.sidebar} aria-labelledby="filters-title" onPointerEnter={onEngage} onPointerDown={onEngage} onFocus={onEngage}>
      <div className={styles.sidebarHead}>
        <h2 id="filters-title" className={styles.filtersTitle}>
          FILTERS
        </h2>
        <button
          type="button"
          {...needsScript}
          className={styles.panelToggle}
          aria-expanded={panelOpen}
          aria-controls={formId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          {panelOpen ? 'Hide filters' : count > 0 ? `Show filters (${count})` : 'Show filters'}
        </button>
      </div>
      <form
        ref={form}
        id={formId}
        method="get"
        action={paths.deals}
        className={panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The search text stays while the filters change (the results combine both). */}
        {filters?.q && <input type="hidden" name="q" value={filters.q} />}
        {filterData.data && filters ? (
          <>
            <FiltersPanel data={filterData.data} regions={regions.data} filters={filters} onChange={onChange} />
            <button type="submit" hidden {...openWithoutScript} className={styles.apply}>
              Show packages
            </button>
          </>
        ) : (
          <p className={styles.filtersNote} role="status">
            {filterData.isError ? FILTERS_UNAVAILABLE : 'Loading filters...'}
          </p>
        )}
      </form>
    </aside>
  );
}
