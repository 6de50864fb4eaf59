/** Staff tokens for the payment service's staff calls, signed as the auth service signs them, with live sessions. */
import type { Role } from '@agency/contracts';
import { openTestSession, type TestService } from '@agency/test-kit/services';
import { type TokenMinter, tokenMinter } from '@agency/test-kit/tokens';

export interface StaffTokens {
  /** A token for a new account of `role` named `username`. */
  token(username: string, role: Role): Promise<string>;
  close(): Promise<void>;
}

export async function staffTokens(service: TestService): Promise<StaffTokens> {
  const minter: TokenMinter = await tokenMinter(service.config.jwtSecret);
  let next = 500;
  return {
    async token(username, role) {
      const sub = (next += 1);
      const sid = await openTestSession(service.db, { sub, role });
      return minter.sign({ sub, username, role, sid });
    },
    close: () => minter.close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
