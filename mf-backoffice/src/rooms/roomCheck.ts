import { placesBelowFloor, ROOM_LIMITS, ROOM_MESSAGES, type RoomUpdateRequest, type StaffRoom } from '@agency/contracts';

/** A room's fields as typed, and the problem of each. */
export type Draft = Record<keyof RoomUpdateRequest, string>;
export type Problems = Partial<Record<keyof RoomUpdateRequest, string>>;

const WHOLE = /^\d+$/;

/** The same rules the server applies (the contract's roomUpdateRequest and the floor), so nothing is sent that would be refused. */
export function check(draft: Draft, room: StaffRoom): { change?: RoomUpdateRequest; problems: Problems } {
  const problems: Problems = {};
  const name = draft.name.trim();
  if (name === '') problems.name = ROOM_MESSAGES.nameRequired;
  else if (name.length > ROOM_LIMITS.nameMaxLength) problems.name = ROOM_MESSAGES.nameTooLong;
  const price = Number(draft.pricePerPerson);
  if (!WHOLE.test(draft.pricePerPerson.trim()) || price < 1 || price > ROOM_LIMITS.maxPrice) problems.pricePerPerson = ROOM_MESSAGES.price;
  const places = Number(draft.places);
  const floor = room.held + room.paid;
  if (!WHOLE.test(draft.places.trim()) || places > ROOM_LIMITS.maxPlaces) problems.places = ROOM_MESSAGES.places;
  else if (places < floor) problems.places = placesBelowFloor(floor, room.held, room.paid);
  if (Object.keys(problems).length > 0) return { problems };
  return { change: { name, pricePerPerson: price, places }, problems };
}
