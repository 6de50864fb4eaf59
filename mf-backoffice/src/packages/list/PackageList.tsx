import { kit, Outcome, ProblemBox } from '../../kit';
import { PACKAGES_FETCH_FAILED } from '../../messages';
import { useDestinationsQuery, useHolidayTypesQuery } from '../packagesApi';
import { PackageSearch } from '../publishing/PackageSearch';
import { usePublishToggle } from '../publishing/usePublishToggle';
import { DeleteDialog } from './DeleteDialog';
import { ListToolbar } from './ListToolbar';
import { activeFilterCount, type ListState } from './listQuery';
import { PackageFilters } from './PackageFilters';
import { PackagePaging } from './PackagePaging';
import { PackageTable } from './PackageTable';
import { usePackageDeletion, usePackagePage } from './usePackageList';

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
