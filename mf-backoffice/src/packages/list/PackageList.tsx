import { PACKAGE_MESSAGES } from '@agency/contracts';
import { Filter, Home, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { kit, Outcome, type OutcomeMessage, ProblemBox } from '../../kit';
import { DELETE_PACKAGE_FAILED, HOME_PAGE, PACKAGES_FETCH_FAILED } from '../../messages';
import { useDeletePackageMutation, useDestinationsQuery, useHolidayTypesQuery, useListStaffPackagesQuery } from '../packagesApi';
import { PackageSearch } from '../publishing/PackageSearch';
import { usePublishToggle } from '../publishing/usePublishToggle';
import { DeleteDialog } from './DeleteDialog';
import { activeFilterCount, type ListFilters, listQueryOf } from './listQuery';
import { PackageFilters } from './PackageFilters';
import styles from './PackageList.module.css';
import { PackagePaging } from './PackagePaging';
import { type PackageRow, PackageTable } from './PackageTable';
import { useSettled } from './useSettled';

export interface ListState {
  filters: ListFilters;
  page: number;
  filtersShown: boolean;
}

interface Props {
  state: ListState;
  onStateChange: (state: ListState) => void;
  onAdd: () => void;
  onUpdate: (id: number) => void;
  onClone: (id: number) => void;
  /** The home page's choice (top deals and deal sections). */
  onHomePage?: () => void;
}

/**
 * The Package List (the staff spec's screens): Add Package, Show/Hide Filters, the table with Update, Clone
 * and Delete per row, and paging of 10 with Previous/Next. A filter change goes back to page 1.
 */
export function PackageList({ state, onStateChange, onAdd, onUpdate, onClone, onHomePage }: Props) {
  const { filters, page, filtersShown } = state;
  const list = usePackagePage(state, onStateChange);
  const destinations = useDestinationsQuery(undefined, { skip: !filtersShown });
  const holidayTypes = useHolidayTypesQuery(undefined, { skip: !filtersShown });
  const deletion = usePackageDeletion();
  const publishing = usePublishToggle(deletion.show);
  const pagination = list.currentData?.pagination;

  const fetchError = list.isError && !list.isFetching && (
    <ProblemBox onRetry={() => void list.refetch()} retryLabel="Try again">
      {PACKAGES_FETCH_FAILED}
    </ProblemBox>
  );

  return (
    <section className={kit.screen} aria-labelledby="package-list-title">
      <ListToolbar
        filtersShown={filtersShown}
        filterCount={activeFilterCount(filters)}
        onToggleFilters={() => onStateChange({ ...state, filtersShown: !filtersShown })}
        onAdd={onAdd}
        onHomePage={onHomePage}
      />
      <PackageSearch
        search={filters.search}
        status={filters.status}
        onChange={(change) => onStateChange({ ...state, filters: { ...filters, ...change }, page: 1 })}
      />
      {filtersShown && (
        <PackageFilters
          id="package-filters"
          filters={filters}
          onChange={(next) => onStateChange({ ...state, filters: next, page: 1 })}
          destinations={destinations.data ?? []}
          holidayTypes={holidayTypes.data?.map((type) => type.name) ?? []}
        />
      )}
      <Outcome message={deletion.outcome} />
      <PackageTable
        rows={list.currentData?.data}
        page={pagination?.currentPage ?? page}
        busy={list.isFetching}
        error={fetchError || undefined}
        onUpdate={onUpdate}
        onClone={onClone}
        onDelete={deletion.ask}
        onTogglePublished={(row) => void publishing.toggle(row)}
        publishingId={publishing.busyId}
      />
      {pagination && pagination.totalPackages > 0 && (
        <PackagePaging
          page={page}
          pagination={pagination}
          busy={list.isFetching}
          onGoTo={(next) => onStateChange({ ...state, page: next })}
        />
      )}
      {deletion.asked && (
        <DeleteDialog
          packageName={deletion.asked.packageName}
          deleting={deletion.busy}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}

/** The page of packages the list state asks for; typed numbers wait for a pause before they ask the server. */
function usePackagePage(state: ListState, onStateChange: (state: ListState) => void) {
  const settledFilters = useSettled(state.filters, 400);
  const list = useListStaffPackagesQuery(listQueryOf(settledFilters, state.page), { refetchOnMountOrArgChange: true });
  const pagination = list.currentData?.pagination;
  const totalPages = pagination?.totalPages ?? 0;
  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (pagination && totalPages > 0 && state.page > totalPages) onStateChange({ ...state, page: totalPages });
  }, [pagination, totalPages, state, onStateChange]);
  return list;
}

/** Delete with a confirmation: the row asked about, the dialog's answer, and the outcome shown above the list. */
function usePackageDeletion() {
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [asked, setAsked] = useState<PackageRow | null>(null);
  const [deletePackage, { isLoading: busy }] = useDeletePackageMutation();

  // The dialog gives the focus back to the row's Delete button when it closes.
  const ask = (row: PackageRow) => {
    setOutcome(null);
    setAsked(row);
  };
  const confirm = async () => {
    if (!asked) return;
    const result = await deletePackage(asked._id);
    setAsked(null);
    setOutcome('error' in result ? { tone: 'error', text: DELETE_PACKAGE_FAILED } : { tone: 'success', text: PACKAGE_MESSAGES.deleted });
  };
  return { outcome, asked, busy, ask, confirm, cancel: () => setAsked(null), show: setOutcome };
}

interface ToolbarProps {
  filtersShown: boolean;
  filterCount: number;
  onToggleFilters: () => void;
  onAdd: () => void;
  onHomePage?: () => void;
}

/** The list's title, Show/Hide Filters (with how many are in use) and Add Package. */
function ListToolbar({ filtersShown, filterCount, onToggleFilters, onAdd, onHomePage }: ToolbarProps) {
  return (
    <div className={kit.toolbar}>
      <h2 id="package-list-title" className={kit.title}>
        Package List
      </h2>
      <div className={styles.toolbarActions}>
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
