/** The auth service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { seed } from './seed';
import { routes } from './routes';

export const authService: ServiceModule = { name: 'auth', migrations, seed, routes };
export default authService;
export { createAuthRoutes, type AuthRoutesOptions } from './routes';
export { LOGIN_LIMITS, type LoginLimits } from './login-limiter';
/** The accounts a request can be handed to (the leads service's reassignment asks). */
export { activeStaffMember } from './accounts';
export { adminPasswordProblem, seed as bootstrapAdministrator } from './seed';
