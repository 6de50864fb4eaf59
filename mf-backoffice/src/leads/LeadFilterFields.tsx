import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { filterCss } from '../kit';
import { LEAD_FILTER_TEXTS } from '../messages';
import styles from './LeadWork.module.css';
import type { LeadListFilters } from './leadsApi';

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 350;

interface Props {
  id: string;
  /** What is in the box (the filter bar keeps it, so Clear empties it). */
  typed: string;
  onType(text: string): void;
  filters: LeadListFilters;
  onChange(filters: LeadListFilters): void;
}

/** The search across name, phone, e-mail and destination: sent once typing pauses, or at once on Enter. */
export function LeadSearch({ id, typed, onType, filters, onChange }: Props) {
  useEffect(() => {
    const q = typed.trim();
    if (q === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: q || undefined }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  return (
    <div className={`${filterCss.filter} ${styles.searchField}`}>
      <label htmlFor={id}>{LEAD_FILTER_TEXTS.search}</label>
      <div className={filterCss.searchBox}>
        <Search size={18} aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={LEAD_FILTER_TEXTS.searchHint}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ ...filters, q: typed.trim() || undefined });
          }}
        />
      </div>
    </div>
  );
}

interface DayProps {
  id: string;
  label: string;
  value: string;
  /** The range's message, when the days are the wrong way round: both fields point at it. */
  rangeId?: string;
  onChange(value: string): void;
}

/** A day of receipt (the first or the last of the range). */
export function DayField({ id, label, value, rangeId, onChange }: DayProps) {
  return (
    <div className={filterCss.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        aria-invalid={rangeId ? true : undefined}
        aria-describedby={rangeId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
