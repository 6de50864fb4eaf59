import type { RoomChange } from '@agency/contracts';
import { type Column, DataTable, kit } from '../kit';
import panel from '../kit/panel.module.css';
import { ROOMS_TEXTS } from '../messages';
import styles from './Rooms.module.css';
import { changeLines, indiaTimeText } from './roomsFormat';

/** Every change of a room: who made it, when, and what it was before and after. */
export function RoomChanges({ changes }: { changes: readonly RoomChange[] }) {
  const columns: Column<RoomChange>[] = [
    { header: ROOMS_TEXTS.when, cell: (c) => indiaTimeText(c.at), labelled: true, className: styles.when },
    { header: ROOMS_TEXTS.who, cell: (c) => `${c.username} (${c.role})`, labelled: true },
    { header: ROOMS_TEXTS.room, cell: (c) => c.after.name, labelled: true },
    {
      header: ROOMS_TEXTS.what,
      labelled: true,
      cell: (c) => (
        <ul className={kit.list}>
          {changeLines(c).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <section className={panel.panel} aria-labelledby="room-changes-title">
      <h2 id="room-changes-title" className={styles.sectionTitle}>
        {ROOMS_TEXTS.changesTitle}
      </h2>
      <p className={panel.lead}>{ROOMS_TEXTS.changesLead}</p>
      <DataTable
        columns={columns}
        rows={changes}
        rowKey={(c) => c.id}
        caption={ROOMS_TEXTS.changesCaption}
        loading={ROOMS_TEXTS.loading}
        empty={ROOMS_TEXTS.noChanges}
        layout="stacked"
        alignTop
      />
    </section>
  );
}
