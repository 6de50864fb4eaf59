import { ChevronLeft, ChevronRight } from 'lucide-react';
import kit from '../../kit/kit.module.css';
import { packagePaging } from '../../messages';

interface Props {
  /** The page asked for (the buttons' reference) and the server's paging of the page shown. */
  page: number;
  pagination: { currentPage: number; totalPages: number; totalPackages: number };
  /** A page is on its way: neither button moves until it is there. */
  busy: boolean;
  onGoTo: (page: number) => void;
}

/** Previous/Next, each only where there is a page to go to, and 'Showing page X of Y | Total packages: Z'. */
export function PackagePaging({ page, pagination, busy, onGoTo }: Props) {
  return (
    <nav className={kit.paging} aria-label="Package pages">
      <button type="button" className={kit.secondary} disabled={page <= 1 || busy} onClick={() => onGoTo(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        Previous
      </button>
      <p className={kit.pagingText} aria-live="polite">
        {packagePaging(pagination.currentPage, pagination.totalPages, pagination.totalPackages)}
      </p>
      <button type="button" className={kit.secondary} disabled={page >= pagination.totalPages || busy} onClick={() => onGoTo(page + 1)}>
        Next
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
