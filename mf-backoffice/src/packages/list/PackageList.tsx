import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Copy, Filter, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { PACKAGE_MESSAGES, type catalogueCalls, type ResponseOf } from '@agency/contracts';
import { Outcome, type OutcomeMessage } from '../../components/Outcome';
import { DELETE_PACKAGE_FAILED, LOADING_PACKAGES, NO_PACKAGES, PACKAGES_FETCH_FAILED, packagePaging } from '../../messages';
import { durationText, firstPriceText } from '../labels';
import { useDeletePackageMutation, useDestinationsQuery, useHolidayTypesQuery, useListStaffPackagesQuery } from '../packagesApi';
import { DeleteDialog } from './DeleteDialog';
import { activeFilterCount, listQueryOf, type ListFilters } from './listQuery';
import { PackageFilters } from './PackageFilters';
import { useSettled } from './useSettled';
import styles from './PackageList.module.css';

type Row = ResponseOf<typeof catalogueCalls.listPackages>['data'][number];

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
}

/**
 * The Package List (staff §2): Add Package, Show/Hide Filters, the table with Update, Clone
 * and Delete per row, and paging of 10 with Previous/Next. A filter change goes back to page 1.
 */
export function PackageList({ state, onStateChange, onAdd, onUpdate, onClone }: Props) {
  const { filters, page, filtersShown } = state;
  // Typed numbers wait for a pause before they ask the server.
  const settledFilters = useSettled(filters, 400);
  const list = useListStaffPackagesQuery(listQueryOf(settledFilters, page), { refetchOnMountOrArgChange: true });
  const destinations = useDestinationsQuery(undefined, { skip: !filtersShown });
  const holidayTypes = useHolidayTypesQuery(undefined, { skip: !filtersShown });
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deletePackage, { isLoading: deleteBusy }] = useDeletePackageMutation();

  const pagination = list.currentData?.pagination;
  const totalPages = pagination?.totalPages ?? 0;
  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (pagination && totalPages > 0 && page > totalPages) onStateChange({ ...state, page: totalPages });
  }, [pagination, totalPages, page, state, onStateChange]);

  const setFilters = (next: ListFilters) => onStateChange({ ...state, filters: next, page: 1 });
  const goTo = (next: number) => onStateChange({ ...state, page: next });

  // The dialog gives the focus back to the row's Delete button when it closes.
  const askDelete = (row: Row) => {
    setOutcome(null);
    setDeleting(row);
  };
  const closeDialog = () => setDeleting(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deletePackage(deleting._id);
    setDeleting(null);
    setOutcome('error' in result ? { tone: 'error', text: DELETE_PACKAGE_FAILED } : { tone: 'success', text: PACKAGE_MESSAGES.deleted });
  };

  const filterCount = activeFilterCount(filters);
  const rows = list.currentData?.data ?? [];

  return (
    <section className={styles.list} aria-labelledby="package-list-title">
      <div className={styles.toolbar}>
        <h2 id="package-list-title" className={styles.title}>
          Package List
        </h2>
        <div className={styles.toolbarActions}>
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={filtersShown}
            aria-controls="package-filters"
            onClick={() => onStateChange({ ...state, filtersShown: !filtersShown })}
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
          <button type="button" className={styles.primary} onClick={onAdd}>
            <Plus size={18} aria-hidden="true" />
            Add Package
          </button>
        </div>
      </div>

      {filtersShown && (
        <PackageFilters
          id="package-filters"
          filters={filters}
          onChange={setFilters}
          destinations={destinations.data ?? []}
          holidayTypes={holidayTypes.data?.map((type) => type.name) ?? []}
        />
      )}

      <Outcome message={outcome} />

      {list.isError && !list.isFetching ? (
        <div className={styles.problem}>
          <p role="alert" className={styles.problemText}>
            {PACKAGES_FETCH_FAILED}
          </p>
          <button type="button" className={styles.secondary} onClick={() => void list.refetch()}>
            <RefreshCw size={18} aria-hidden="true" />
            Try again
          </button>
        </div>
      ) : !list.currentData ? (
        <p className={styles.state} role="status">
          {LOADING_PACKAGES}
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.state}>{NO_PACKAGES}</p>
      ) : (
        <div className={styles.tableWrap} aria-busy={list.isFetching}>
          <table className={styles.table}>
            <caption className="visually-hidden">Packages, page {pagination?.currentPage ?? page}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Package</th>
                <th scope="col">Price</th>
                <th scope="col">Duration</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <td className={styles.thumbCell}>{row.images[0] ? <img src={row.images[0]} alt="" width={72} height={54} loading="lazy" /> : null}</td>
                  <td className={styles.name}>
                    {row.packageName}
                    <span className={styles.id}>#{row._id}</span>
                  </td>
                  <td data-label="Price">{firstPriceText(row.pricing)}</td>
                  <td data-label="Duration">{durationText(row.duration)}</td>
                  <td className={styles.actions}>
                    <button type="button" className={styles.rowButton} aria-label={`Update ${row.packageName}`} onClick={() => onUpdate(row._id)}>
                      <Pencil size={16} aria-hidden="true" />
                      Update
                    </button>
                    <button type="button" className={styles.rowButton} aria-label={`Clone ${row.packageName}`} onClick={() => onClone(row._id)}>
                      <Copy size={16} aria-hidden="true" />
                      Clone
                    </button>
                    <button
                      type="button"
                      className={`${styles.rowButton} ${styles.rowDelete}`}
                      aria-label={`Delete ${row.packageName}`}
                      onClick={() => askDelete(row)}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pagination && pagination.totalPackages > 0 && (
        <nav className={styles.paging} aria-label="Package pages">
          <button type="button" className={styles.secondary} disabled={page <= 1 || list.isFetching} onClick={() => goTo(page - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
            Previous
          </button>
          <p className={styles.pagingText} aria-live="polite">
            {packagePaging(pagination.currentPage, pagination.totalPages, pagination.totalPackages)}
          </p>
          <button type="button" className={styles.secondary} disabled={page >= totalPages || list.isFetching} onClick={() => goTo(page + 1)}>
            Next
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      )}

      {deleting && <DeleteDialog packageName={deleting.packageName} deleting={deleteBusy} onConfirm={() => void confirmDelete()} onCancel={closeDialog} />}
    </section>
  );
}
