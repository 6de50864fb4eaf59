import { BOOKING_STATUSES, type BookingExportQuery, ROOM_CATEGORIES } from '@agency/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Filter, FilterBar, kit } from '../kit';
import { BOOKING_STATUS_LABELS, BOOKINGS_TEXTS as T } from './texts';

type Draft = Record<keyof Required<BookingExportQuery>, string>;

const draftOf = (applied: BookingExportQuery): Draft => ({ q: '', status: '', room: '', from: '', to: '', ...applied });

interface Props {
  applied: BookingExportQuery;
  /** The filters chosen; empty fields are left out (the list's address drops them). */
  onApply: (filters: BookingExportQuery) => void;
}

/** Search, status, room and the days booked; they apply together on Apply filters (or Enter in the search). */
export function BookingFilterForm({ applied, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  // The address changed (Back, a shared link): the fields follow it.
  useEffect(() => setDraft(draftOf(applied)), [applied]);
  const bind = (name: keyof Draft) => ({
    id: `booking-${name === 'q' ? 'search' : name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const apply = () => onApply({ ...draft, q: draft.q.trim() } as BookingExportQuery);
  const clear = () => onApply({});

  const actions = (
    <>
      <button type="submit" className={kit.primary}>
        <Search size={18} aria-hidden="true" />
        {T.apply}
      </button>
      <button type="button" className={kit.secondary} onClick={clear}>
        <X size={18} aria-hidden="true" />
        {T.clear}
      </button>
    </>
  );
  return (
    <FilterBar label={T.filtersLabel} onSubmit={apply} actions={actions}>
      <Filter id="booking-search" label={T.search} size="wide">
        <input type="search" maxLength={100} placeholder={T.searchHint} autoComplete="off" spellCheck={false} {...bind('q')} />
      </Filter>
      <Filter id="booking-status" label={T.status}>
        <select {...bind('status')}>
          <option value="">{T.anyStatus}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id="booking-room" label={T.room}>
        <select {...bind('room')}>
          <option value="">{T.anyRoom}</option>
          {ROOM_CATEGORIES.map((room) => (
            <option key={room} value={room}>
              {room}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id="booking-from" label={T.from} size="full">
        <input type="date" max={draft.to || undefined} {...bind('from')} />
      </Filter>
      <Filter id="booking-to" label={T.to} size="full">
        <input type="date" min={draft.from || undefined} {...bind('to')} />
      </Filter>
    </FilterBar>
  );
}
