import { useState } from 'react';
import { Pencil, RefreshCw } from 'lucide-react';
import { paymentCalls, ROOM_MESSAGES, type RoomChange, type StaffRoom } from '@agency/contracts';
import { mayCall } from '../session/mayCall';
import { failureMessageOf } from '../api';
import { DataTable, type Column } from '../kit/DataTable';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import panel from '../kit/panel.module.css';
import { ROOMS_TEXTS } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { RoomEditor } from './RoomEditor';
import { changeLines, indiaTimeText, rupeesText } from './roomsFormat';
import { ROOMS_POLL_MS, useStaffRoomsQuery } from './roomsApi';
import styles from './Rooms.module.css';

/**
 * /Account/rooms (issue 15): the retreat's rooms with their live bookable, held and paid
 * places, for every staff role; administrators change a room's name, price and places; every
 * change is listed with who, when, before and after.
 */
export function RoomsScreen() {
  const { role } = useVerifiedSession();
  const mayEdit = mayCall(paymentCalls.updateRoom, role);
  const rooms = useStaffRoomsQuery(undefined, { pollingInterval: ROOMS_POLL_MS, skipPollingIfUnfocused: true });
  const [editing, setEditing] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const room = rooms.data?.rooms.find((r) => r.id === editing);

  const columns: Column<StaffRoom>[] = [
    {
      header: ROOMS_TEXTS.room,
      cell: (r) => (
        <>
          <span className={styles.roomName}>{r.name}</span>
          <span className={styles.roomKind}>
            {r.name !== r.category ? `${r.category}, ` : ''}
            {r.unit === 'place' ? ROOMS_TEXTS.unitPlace : ROOMS_TEXTS.unitRoom}
          </span>
        </>
      ),
    },
    { header: ROOMS_TEXTS.price, cell: (r) => rupeesText(r.pricePerPerson), labelled: true, className: styles.number },
    { header: ROOMS_TEXTS.places, cell: (r) => r.places, labelled: true, className: styles.number },
    { header: ROOMS_TEXTS.available, cell: (r) => <span className={r.available === 0 ? styles.none : undefined}>{r.available}</span>, labelled: true, className: styles.number },
    { header: ROOMS_TEXTS.held, cell: (r) => r.held, labelled: true, className: styles.number },
    { header: ROOMS_TEXTS.paid, cell: (r) => r.paid, labelled: true, className: styles.number },
    ...(mayEdit
      ? [
          {
            header: ROOMS_TEXTS.actions,
            headerHidden: true,
            cell: (r: StaffRoom) => (
              <button
                type="button"
                className={styles.secondary}
                aria-label={ROOMS_TEXTS.editRoom(r.name)}
                aria-expanded={editing === r.id}
                onClick={() => {
                  setOutcome(null);
                  setEditing(r.id);
                }}
              >
                <Pencil size={16} aria-hidden="true" />
                {ROOMS_TEXTS.edit}
              </button>
            ),
          },
        ]
      : []),
  ];

  const problem = rooms.isError && !rooms.data && (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {ROOMS_TEXTS.failed} {failureMessageOf(rooms.error)}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void rooms.refetch()} disabled={rooms.isFetching}>
        <RefreshCw size={16} aria-hidden="true" />
        {ROOMS_TEXTS.retry}
      </button>
    </div>
  );

  return (
    <div className={styles.screen}>
      <section className={panel.panel} aria-labelledby="rooms-title">
        <h1 id="rooms-title" className={panel.title}>
          {ROOMS_TEXTS.title}
        </h1>
        <p className={panel.lead}>
          {ROOMS_TEXTS.lead} {mayEdit ? '' : ROOMS_TEXTS.adminOnly}
        </p>
        <DataTable
          columns={columns}
          rows={rooms.data?.rooms}
          rowKey={(r) => r.id}
          caption={ROOMS_TEXTS.caption}
          loading={ROOMS_TEXTS.loading}
          empty={ROOMS_TEXTS.empty}
          error={problem || undefined}
          className={{ wrap: styles.tableWrap, table: styles.table }}
        />
        <Outcome message={outcome} />
        {mayEdit && room && (
          <RoomEditor
            key={room.id}
            room={room}
            onDone={(saved) => {
              setEditing(null);
              if (saved) setOutcome({ tone: 'success', text: `${ROOM_MESSAGES.saved}: ${saved.name}` });
            }}
          />
        )}
      </section>
      {rooms.data && <ChangeList changes={rooms.data.changes} />}
    </div>
  );
}

function ChangeList({ changes }: { changes: readonly RoomChange[] }) {
  const columns: Column<RoomChange>[] = [
    { header: ROOMS_TEXTS.when, cell: (c) => indiaTimeText(c.at), labelled: true, className: styles.when },
    { header: ROOMS_TEXTS.who, cell: (c) => `${c.username} (${c.role})`, labelled: true },
    { header: ROOMS_TEXTS.room, cell: (c) => c.after.name, labelled: true },
    {
      header: ROOMS_TEXTS.what,
      labelled: true,
      cell: (c) => (
        <ul className={styles.changeLines}>
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
        className={{ wrap: styles.tableWrap, table: styles.changesTable }}
      />
    </section>
  );
}
