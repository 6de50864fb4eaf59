/** The auth service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { routes } from './routes';
import { seed } from './seed';

export const authService: ServiceModule = { name: 'auth', migrations, seed, routes };
export default authService;
/** The accounts a request can be handed to (the leads service's reassignment asks). */
export { activeStaffMember } from './accounts';
export { LOGIN_LIMITS, type LoginLimits } from './login-limiter';
export { type AuthRoutesOptions, createAuthRoutes } from './routes';
export { adminPasswordProblem, seed as bootstrapAdministrator } from './seed';
