import { useEffect, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { BOOKING_STATUSES, ROOM_CATEGORIES } from '@agency/contracts';
import { NO_FILTERS, type BookingFilters } from './filters';
import { BOOKING_STATUS_LABELS, BOOKINGS_TEXTS as T } from './texts';
import styles from './Bookings.module.css';

interface Props {
  applied: BookingFilters;
  onApply: (filters: BookingFilters) => void;
}

/** Search, status, room and the days booked; they apply together on Apply filters (or Enter in the search). */
export function BookingFilterForm({ applied, onApply }: Props) {
  const [draft, setDraft] = useState<BookingFilters>(applied);
  // The address changed (Back, a shared link): the fields follow it.
  useEffect(() => setDraft(applied), [applied]);
  const set = <K extends keyof BookingFilters>(name: K, value: BookingFilters[K]) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className={styles.filters} aria-label={T.filtersLabel} onSubmit={submit} role="search">
      <div className={`${styles.filter} ${styles.searchField}`}>
        <label htmlFor="booking-search">{T.search}</label>
        <input
          id="booking-search"
          type="search"
          maxLength={100}
          placeholder={T.searchHint}
          autoComplete="off"
          spellCheck={false}
          value={draft.q}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor="booking-status">{T.status}</label>
        <select id="booking-status" value={draft.status} onChange={(event) => set('status', event.target.value as BookingFilters['status'])}>
          <option value="">{T.anyStatus}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="booking-room">{T.room}</label>
        <select id="booking-room" value={draft.room} onChange={(event) => set('room', event.target.value as BookingFilters['room'])}>
          <option value="">{T.anyRoom}</option>
          {ROOM_CATEGORIES.map((room) => (
            <option key={room} value={room}>
              {room}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.filter} ${styles.dateField}`}>
        <label htmlFor="booking-from">{T.from}</label>
        <input id="booking-from" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => set('from', event.target.value)} />
      </div>
      <div className={`${styles.filter} ${styles.dateField}`}>
        <label htmlFor="booking-to">{T.to}</label>
        <input id="booking-to" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => set('to', event.target.value)} />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primary}>
          <Search size={18} aria-hidden="true" />
          {T.apply}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          <X size={18} aria-hidden="true" />
          {T.clear}
        </button>
      </div>
    </form>
  );
}
