/**
 * What each room card shows, worked out from the inventory answer (the staff spec's states and constants): a
 * category missing from the answer, at 0, or with no answer at all (a failed fetch counts
 * as an empty list) is sold out; the price per person is the inventory's, or the spec's
 * fallback when it has none; the total is members × price.
 */
import { type InventoryItem, RETREAT_FALLBACK_PRICE, RETREAT_ROOMS, ROOM_CATEGORIES, type RoomCategory } from '@agency/contracts';

export interface RoomCard {
  category: RoomCategory;
  /** The name guests see: the one staff gave the room, else the category. */
  name: string;
  /** The inventory item to book; absent when the category is not in the inventory. */
  itemId?: number;
  availableItems: number;
  pricePerPerson: number;
  soldOut: boolean;
  /** The guest counts the member select offers, and its default. */
  memberOptions: number[];
  defaultMembers: number;
}

export function roomCards(inventory: readonly InventoryItem[]): RoomCard[] {
  return ROOM_CATEGORIES.map((category) => {
    const item = inventory.find((entry) => entry.category === category);
    const { minMembers, maxMembers, defaultMembers } = RETREAT_ROOMS[category];
    const price = item?.items[0]?.price;
    return {
      category,
      name: item?.name ?? category,
      itemId: item?._id,
      availableItems: item?.availableItems ?? 0,
      pricePerPerson: price !== undefined && price > 0 ? price : RETREAT_FALLBACK_PRICE,
      soldOut: !item || item.availableItems <= 0,
      memberOptions: Array.from({ length: maxMembers - minMembers + 1 }, (_, i) => minMembers + i),
      defaultMembers,
    };
  });
}

export function totalFor(card: Pick<RoomCard, 'pricePerPerson'>, members: number): number {
  return card.pricePerPerson * members;
}

/** SoulPod is sold by the place, so its card says how many are left; the rooms do not. */
export function showsPlacesLeft(category: RoomCategory): boolean {
  return category === 'SoulPod';
}
