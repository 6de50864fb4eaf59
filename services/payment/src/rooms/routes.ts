/** The staff's payment calls: the staff home's figures, the rooms for staff, an administrator's change of a room. */

import { paymentCalls } from '@agency/contracts';
import { registerCall } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { releaseExpiredHolds } from '../holds';
import { paymentOverview } from './overview';
import { listStaffRooms, roomFacts, updateRoom } from './rooms';

export function registerStaffRoomRoutes(app: FastifyInstance, db: Knex, clock: Clock): void {
  // The audit entry shows the room's name, price and places before and after.
  app.audit.snapshot(paymentCalls.updateRoom, async (target) => roomFacts(db, Number(target)));

  registerCall(app, paymentCalls.overview, async () => {
    const now = clock();
    await releaseExpiredHolds(db, now);
    return paymentOverview(db, now);
  });

  registerCall(app, paymentCalls.staffRooms, async () => {
    await releaseExpiredHolds(db, clock());
    return listStaffRooms(db);
  });

  registerCall(app, paymentCalls.updateRoom, async (request) => {
    const now = clock();
    // Expired holds first, so they never count against the floor.
    await releaseExpiredHolds(db, now);
    return updateRoom(db, request.params.id, request.body, request.user, now);
  });
}
