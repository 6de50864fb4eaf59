import { LEAD_WORK_MESSAGES } from '@agency/contracts';
import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { filterCss as filterStyles, kit } from '../kit';
import { LEAD_FILTER_TEXTS } from '../messages';
import { DayField, LeadSearch } from './LeadFilterFields';
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
        <LeadSearch id={`${id}-q`} typed={typed} onType={setTyped} filters={filters} onChange={onChange} />
        {(['from', 'to'] as const).map((field) => (
          <DayField
            key={field}
            id={`${id}-${field}`}
            label={LEAD_FILTER_TEXTS[field]}
            value={field === 'from' ? from : to}
            rangeId={rangeError ? `${id}-range` : undefined}
            onChange={(value) => setDay(field, value)}
          />
        ))}
        {offersOverdue && (
          <label className={`${kit.check} ${styles.check}`}>
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
