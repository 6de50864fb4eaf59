/**
 * The leads service's port to the auth service's accounts: who is the active staff member with
 * an account id? A reassignment records the account the auth service knows by that id, with
 * its own username, never a name the browser sent. The accounts are the auth service's tables:
 * - in one process (the gateway's embedded default, and the tests), the auth service's own
 *   query over the database it was given;
 * - as a separate process (split mode, `src/server.ts`), the auth service's staff directory
 *   GET /api/auth/staff at AUTH_URL, asked with the caller's own token (administrators and
 *   managers may read it, as they are the ones who reassign).
 */

import { activeStaffMember } from '@agency/auth';
import { authCalls, LEAD_WORK_MESSAGES, type StaffMember, targetsFor } from '@agency/contracts';
import { ServiceBusyError, type ServiceOptions } from '@agency/service-common';

export interface StaffDirectory {
  /**
   * The active account with the id, or undefined when there is none or it is suspended; throws
   * a 503 when the auth service cannot be asked. `authorization` is the caller's own header.
   */
  activeMember(id: number, authorization: string | undefined): Promise<StaffMember | undefined>;
}

export type StaffDirectoryFactory = (options: ServiceOptions) => StaffDirectory;

export const inProcessStaff: StaffDirectoryFactory = ({ db }) => ({ activeMember: (id) => activeStaffMember(db, id) });

/** How long a reassignment waits for the auth service before it is refused with 503. */
const HTTP_TIMEOUT_MS = 5_000;
const unavailable = () => new ServiceBusyError(LEAD_WORK_MESSAGES.staffUnavailable, 5);
const auth = targetsFor(authCalls);

/** The auth service at `baseUrl` (its origin, e.g. http://127.0.0.1:8083), asked over HTTP. */
export function staffOverHttp(baseUrl: string): StaffDirectoryFactory {
  return () => ({
    async activeMember(id, authorization) {
      const { method, url } = auth.staffDirectory();
      let staff: StaffMember[];
      try {
        const response = await fetch(new URL(url, baseUrl), {
          method,
          headers: authorization ? { authorization } : {},
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`the staff directory answered ${response.status}`);
        staff = (await response.json()) as StaffMember[];
      } catch {
        throw unavailable();
      }
      return staff.find((member) => member._id === id);
    },
  });
}
