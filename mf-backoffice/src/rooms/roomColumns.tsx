import type { StaffRoom } from '@agency/contracts';
import { Pencil } from 'lucide-react';
import { type Column, kit } from '../kit';
import { ROOMS_TEXTS } from '../messages';
import styles from './Rooms.module.css';
import { rupeesText } from './roomsFormat';

interface Edit {
  /** The room whose editor is open. */
  editing: number | null;
  onEdit(id: number): void;
}

/** The rooms' columns; with `edit` (those who may change a room) each row has its Edit button. */
export const roomColumns = (edit?: Edit): Column<StaffRoom>[] => [
  {
    header: ROOMS_TEXTS.room,
    cell: (r) => (
      <>
        <span className={styles.roomName}>{r.name}</span>
        <span className={kit.sub}>
          {r.name !== r.category ? `${r.category}, ` : ''}
          {r.unit === 'place' ? ROOMS_TEXTS.unitPlace : ROOMS_TEXTS.unitRoom}
        </span>
      </>
    ),
  },
  { header: ROOMS_TEXTS.price, cell: (r) => rupeesText(r.pricePerPerson), labelled: true, className: styles.number },
  { header: ROOMS_TEXTS.places, cell: (r) => r.places, labelled: true, className: styles.number },
  {
    header: ROOMS_TEXTS.available,
    cell: (r) => <span className={r.available === 0 ? styles.none : undefined}>{r.available}</span>,
    labelled: true,
    className: styles.number,
  },
  { header: ROOMS_TEXTS.held, cell: (r) => r.held, labelled: true, className: styles.number },
  { header: ROOMS_TEXTS.paid, cell: (r) => r.paid, labelled: true, className: styles.number },
  ...(edit
    ? [
        {
          header: ROOMS_TEXTS.actions,
          headerHidden: true,
          cell: (r: StaffRoom) => (
            <button
              type="button"
              className={kit.secondary}
              aria-label={ROOMS_TEXTS.editRoom(r.name)}
              aria-expanded={edit.editing === r.id}
              onClick={() => edit.onEdit(r.id)}
            >
              <Pencil size={16} aria-hidden="true" />
              {ROOMS_TEXTS.edit}
            </button>
          ),
        },
      ]
    : []),
];
