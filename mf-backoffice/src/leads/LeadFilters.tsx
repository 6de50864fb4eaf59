import { LEAD_WORK_MESSAGES } from '@agency/contracts';
import { Download, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { filterCss as filterStyles, kit } from '../kit';
import { LEAD_FILTER_TEXTS } from '../messages';
import styles from './LeadWork.module.css';
import type { LeadListFilters } from './leadsApi';

interface Props {
  filters: LeadListFilters;
  onChange(filters: LeadListFilters): void;
  /** Whether the list can have follow-ups (open requests): Confirmed and Deleted cannot be overdue. */
  offersOverdue: boolean;
  onExport(): void;
  /** Nothing to export (the list is loading, failed or empty), or an export is on its way. */
  exportDisabled: boolean;
}

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 350;

/**
 * The filters above a list, applied by the server to every page: a search across
 * name, phone, e-mail and destination (sent once typing pauses), the days of receipt, and the
 * overdue follow-ups; and the CSV export of the whole filtered list (every page, written by the server).
 */
export function LeadFilters({ filters, onChange, offersOverdue, onExport, exportDisabled }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const rangeError = from && to && from > to ? LEAD_WORK_MESSAGES.badDateRange : null;

  useEffect(() => {
    const q = typed.trim();
    if (q === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: q || undefined }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  const setDay = (field: 'from' | 'to', value: string) => {
    const next = { from, to, [field]: value };
    if (field === 'from') setFrom(value);
    else setTo(value);
    // A range that ends before it starts is not sent: the line under the fields says why.
    if (next.from && next.to && next.from > next.to) return;
    onChange({ ...filters, from: next.from || undefined, to: next.to || undefined });
  };

  const filtered = Boolean(typed || from || to || filters.overdue);
  const clear = () => {
    setTyped('');
    setFrom('');
    setTo('');
    onChange({});
  };

  return (
    <div className={styles.filterBar}>
      <form
        role="search"
        aria-label={LEAD_FILTER_TEXTS.legend}
        className={`${filterStyles.filters} ${styles.filters}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={`${filterStyles.filter} ${styles.searchField}`}>
          <label htmlFor={`${id}-q`}>{LEAD_FILTER_TEXTS.search}</label>
          <div className={filterStyles.searchBox}>
            <Search size={18} aria-hidden="true" />
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              maxLength={100}
              placeholder={LEAD_FILTER_TEXTS.searchHint}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onChange({ ...filters, q: typed.trim() || undefined });
              }}
            />
          </div>
        </div>
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-from`}>{LEAD_FILTER_TEXTS.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(event) => setDay('from', event.target.value)}
          />
        </div>
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-to`}>{LEAD_FILTER_TEXTS.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </div>
        {offersOverdue && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={Boolean(filters.overdue)}
              onChange={(event) => onChange({ ...filters, overdue: event.target.checked || undefined })}
            />
            {LEAD_FILTER_TEXTS.overdue}
          </label>
        )}
        <div className={styles.filterActions}>
          {filtered && (
            <button type="button" className={styles.textButton} onClick={clear}>
              <X size={16} aria-hidden="true" />
              {LEAD_FILTER_TEXTS.clear}
            </button>
          )}
          <button type="button" className={kit.secondary} onClick={onExport} disabled={exportDisabled}>
            <Download size={18} aria-hidden="true" />
            {LEAD_FILTER_TEXTS.exportCsv}
          </button>
        </div>
      </form>
      {rangeError && (
        <p id={`${id}-range`} role="alert" className={styles.fieldError}>
          {rangeError}
        </p>
      )}
    </div>
  );
}
