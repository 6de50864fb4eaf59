import { placesBelowFloor, type StaffRoom } from '@agency/contracts';

type Messages = Readonly<Record<string, string | undefined>>;

/**
 * The room editor's rule over the contract's (`roomUpdateRequest`): places may not go below
 * what is held and paid (the payment service's floor, checked again when it saves). The
 * contract's own message on places comes first; the floor is said only of a valid number.
 */
export function placesFloor(room: Pick<StaffRoom, 'held' | 'paid'>) {
  const floor = room.held + room.paid;
  return (errors: Messages, texts: Readonly<Record<string, string>>): Record<string, string | undefined> => {
    if (errors.places !== undefined || Number(texts.places) >= floor) return { ...errors };
    return { ...errors, places: placesBelowFloor(floor, room.held, room.paid) };
  };
}
