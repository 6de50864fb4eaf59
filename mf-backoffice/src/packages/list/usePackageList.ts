import { PACKAGE_MESSAGES } from '@agency/contracts';
import { useEffect, useState } from 'react';
import type { OutcomeMessage } from '../../kit';
import { DELETE_PACKAGE_FAILED } from '../../messages';
import { useDeletePackageMutation, useListStaffPackagesQuery } from '../packagesApi';
import { type ListState, listQueryOf } from './listQuery';
import type { PackageRow } from './PackageTable';
import { useSettled } from './useSettled';

/** The page of packages the list state asks for; typed numbers wait for a pause before they ask the server. */
export function usePackagePage(state: ListState, onStateChange: (state: ListState) => void) {
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
export function usePackageDeletion() {
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
