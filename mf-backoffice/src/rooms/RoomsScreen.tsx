import { paymentCalls, ROOM_MESSAGES } from '@agency/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../api';
import { DataTable, kit, mayCall, Outcome, type OutcomeMessage, ProblemBox } from '../kit';
import panel from '../kit/panel.module.css';
import { ROOMS_TEXTS } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { RoomChanges } from './RoomChanges';
import { RoomEditor } from './RoomEditor';
import { roomColumns } from './roomColumns';
import { ROOMS_POLL_MS, useStaffRoomsQuery } from './roomsApi';

/**
 * /Account/rooms: the retreat's rooms with their live bookable, held and paid
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

  const startEditing = (id: number) => {
    setOutcome(null);
    setEditing(id);
  };
  const columns = roomColumns(mayEdit ? { editing, onEdit: startEditing } : undefined);

  const problem = rooms.isError && !rooms.data && (
    <ProblemBox onRetry={rooms.isFetching ? undefined : () => void rooms.refetch()} retryLabel={ROOMS_TEXTS.retry}>
      {ROOMS_TEXTS.failed} {failureMessageOf(rooms.error)}
    </ProblemBox>
  );

  return (
    <div className={kit.stackWide}>
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
          layout="stacked"
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
      {rooms.data && <RoomChanges changes={rooms.data.changes} />}
    </div>
  );
}
