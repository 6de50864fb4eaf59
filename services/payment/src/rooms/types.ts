/** The contract types the rooms and overview modules use, and who acted. */
export type { PaymentOverview, RoomChange, RoomUpdateRequest, StaffRoom, StaffRoomsResponse } from '@agency/contracts';

/** The verified token's account (service-common's TokenClaims) as far as a change record needs it. */
export interface TokenClaimsLike {
  sub: number;
  username: string;
  role: string;
}
