/**
 * The Awakening Retreat's rooms in Pushkar: the one place their capacity and price per
 * person are written down (how many guests each room takes is the spec's rule,
 * RETREAT_ROOMS in the contracts). SoulPods are single pods in a shared dome, sold per
 * guest; the Harmony Quad and the Duo Room are whole rooms, sold per booking.
 */
import type { RoomCategory } from '@agency/contracts';
import type { InventoryUnit } from '../db/rows';

export interface RetreatRoomStock {
  category: RoomCategory;
  /** Places (SoulPod) or rooms available for the retreat. */
  availableItems: number;
  /** Rupees per person. */
  pricePerPerson: number;
  unit: InventoryUnit;
}

export const RETREAT_STOCK: readonly RetreatRoomStock[] = [
  { category: 'SoulPod', availableItems: 8, pricePerPerson: 15999, unit: 'place' },
  { category: 'Harmony Quad', availableItems: 3, pricePerPerson: 13999, unit: 'room' },
  { category: 'Duo Room', availableItems: 4, pricePerPerson: 17999, unit: 'room' },
];
