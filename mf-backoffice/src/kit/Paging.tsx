import { ChevronLeft, ChevronRight } from 'lucide-react';
import kit from './kit.module.css';

export interface PagingTexts {
  label: string;
  previous: string;
  next: string;
  pageOf(page: number, pages: number): string;
}

export interface PagingProps {
  page: number;
  pages: number;
  /** A page is on its way: both buttons wait. */
  busy?: boolean;
  onGo(page: number): void;
  texts: PagingTexts;
  /** Shown for a list of one page too (its line says how many entries there are). */
  always?: boolean;
}

/** Previous and Next around "Page 2 of 5"; nothing at all for a list of one page, unless `always`. */
export function Paging({ page, pages, busy = false, onGo, texts, always = false }: PagingProps) {
  if (pages <= 1 && !always) return null;
  return (
    <nav className={kit.paging} aria-label={texts.label}>
      <button type="button" className={kit.secondary} disabled={page <= 1 || busy} onClick={() => onGo(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        {texts.previous}
      </button>
      <p className={kit.pagingText} aria-live="polite">
        {texts.pageOf(page, pages)}
      </p>
      <button type="button" className={kit.secondary} disabled={page >= pages || busy} onClick={() => onGo(page + 1)}>
        {texts.next}
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
