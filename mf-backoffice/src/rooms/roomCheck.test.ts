import { checkTextForm, placesBelowFloor, ROOM_MESSAGES, roomUpdateRequest, roomUpdateRequestValidator } from '@agency/contracts';
import { placesFloor } from './roomCheck';

/** What the room editor shows for these texts: the contract's check, then the floor. */
function problems(texts: Record<string, string>, room = { held: 1, paid: 2 }) {
  return placesFloor(room)(checkTextForm(roomUpdateRequestValidator, roomUpdateRequest, texts).errors, texts);
}

describe('the room editor’s check', () => {
  it('says the contract’s words for each field', () => {
    expect(problems({ name: ' ', pricePerPerson: '12.5', places: 'many' })).toEqual({
      name: ROOM_MESSAGES.nameRequired,
      pricePerPerson: ROOM_MESSAGES.price,
      places: ROOM_MESSAGES.places,
    });
    expect(problems({ name: 'x'.repeat(61), pricePerPerson: '', places: '1001' })).toEqual({
      name: ROOM_MESSAGES.nameTooLong,
      pricePerPerson: ROOM_MESSAGES.price,
      places: ROOM_MESSAGES.places,
    });
  });

  it('refuses places below what is held and paid, and takes the floor itself', () => {
    expect(problems({ name: 'Duo', pricePerPerson: '17999', places: '2' })).toEqual({ places: placesBelowFloor(3, 1, 2) });
    expect(problems({ name: 'Duo', pricePerPerson: '17999', places: '3' })).toEqual({});
    expect(problems({ name: 'Duo', pricePerPerson: '17999', places: '0' }, { held: 0, paid: 0 })).toEqual({});
  });
});
