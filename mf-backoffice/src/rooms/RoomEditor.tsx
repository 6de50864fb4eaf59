import { ROOM_LIMITS, type RoomUpdateRequest, roomUpdateRequest, roomUpdateRequestValidator, type StaffRoom } from '@agency/contracts';
import { TextField, useContractForm } from '@agency/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureMessageOf } from '../api';
import { kit, Outcome, type OutcomeMessage } from '../kit';
import { ROOMS_TEXTS } from '../messages';
import styles from './Rooms.module.css';
import { placesFloor } from './roomCheck';
import { useUpdateRoomMutation } from './roomsApi';

interface Props {
  room: StaffRoom;
  onDone: (saved: StaffRoom | null) => void;
}

/**
 * An administrator's change of one room: its name, price per person and places. The places'
 * floor (held + paid) is said beside the field; the server checks it again at the moment of
 * saving (a checkout may have taken a place since) and its refusal is shown word for word.
 */
export function RoomEditor({ room, onDone }: Props) {
  const refine = useMemo(() => placesFloor(room), [room]);
  const [initial] = useState(() => ({ name: room.name, pricePerPerson: String(room.pricePerPerson), places: String(room.places) }));
  const { field, handleSubmit, refuse } = useContractForm<typeof roomUpdateRequest, RoomUpdateRequest>(
    roomUpdateRequestValidator,
    roomUpdateRequest,
    initial,
    { afterSend: 'keep', focusFirstError: false, refine },
  );
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [updateRoom, { isLoading }] = useUpdateRoomMutation();
  const titleId = `room-editor-${room.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened below the table: bring it into view (on a phone it starts a screen or two lower) and read its title.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const submit = handleSubmit(async (checked) => {
    const result = await updateRoom({ id: room.id, change: { ...checked, name: checked.name.trim() } });
    if ('error' in result) {
      const fields = (result.error as { data?: { fields?: Partial<Record<keyof RoomUpdateRequest, string>> } }).data?.fields ?? {};
      for (const [name, message] of Object.entries(fields)) refuse(name as keyof RoomUpdateRequest, message);
      setOutcome({ tone: 'error', text: `${ROOMS_TEXTS.saveFailed}: ${failureMessageOf(result.error)}` });
      return;
    }
    onDone(result.data);
  });

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {ROOMS_TEXTS.editTitle(room.name)}
      </h2>
      <form className={styles.editorForm} onSubmit={submit} noValidate>
        <TextField
          label={ROOMS_TEXTS.name}
          required
          requiredMark="attribute"
          maxLength={ROOM_LIMITS.nameMaxLength}
          autoComplete="off"
          {...field('name')}
        />
        <TextField label={ROOMS_TEXTS.pricePerPerson} required requiredMark="attribute" inputMode="numeric" {...field('pricePerPerson')} />
        <TextField
          label={ROOMS_TEXTS.places}
          required
          requiredMark="attribute"
          inputMode="numeric"
          hint={ROOMS_TEXTS.placesHint(room.held + room.paid, room.unit)}
          {...field('places')}
        />
        <div className={styles.editorActions}>
          <button type="submit" className={kit.primary} disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? ROOMS_TEXTS.saving : ROOMS_TEXTS.save}
          </button>
          <button type="button" className={kit.secondary} onClick={() => onDone(null)} disabled={isLoading}>
            {ROOMS_TEXTS.cancel}
          </button>
        </div>
      </form>
      <Outcome message={outcome} />
    </section>
  );
}
