import type { InventoryItem } from '@agency/contracts';
import { roomCards, totalFor } from './rooms';

const inventory: InventoryItem[] = [
  { _id: 1, category: 'SoulPod', availableItems: 5, items: [{ price: 15999 }] },
  { _id: 2, category: 'Harmony Quad', availableItems: 0, items: [{ price: 13999 }] },
];

describe('room cards', () => {
  it('offers each category its guest range with the spec default', () => {
    const cards = roomCards(inventory);
    expect(cards.map((card) => [card.category, card.memberOptions, card.defaultMembers])).toEqual([
      ['SoulPod', [1, 2, 3, 4, 5, 6, 7, 8], 1],
      ['Harmony Quad', [4, 5], 4],
      ['Duo Room', [2, 3], 2],
    ]);
  });

  it('is sold out at 0 and when the category is missing from the inventory', () => {
    expect(roomCards(inventory).map((card) => [card.category, card.soldOut])).toEqual([
      ['SoulPod', false],
      ['Harmony Quad', true],
      ['Duo Room', true],
    ]);
    expect(roomCards([]).every((card) => card.soldOut)).toBe(true);
  });

  it('prices per person from the inventory, with the 15999 INR fallback, and totals members × price', () => {
    const cards = roomCards([...inventory, { _id: 3, category: 'Duo Room', availableItems: 2, items: [] }]);
    expect(cards.map((card) => card.pricePerPerson)).toEqual([15999, 13999, 15999]);
    expect(totalFor(cards[0], 3)).toBe(47997);
    expect(cards[2].itemId).toBe(3);
  });
});
