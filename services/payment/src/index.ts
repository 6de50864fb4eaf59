/** The payment service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { REFUND_RECOVERY_INTERVAL_MS } from './bookings/refund-recovery';
import { systemClock } from './clock';
import { migrations } from './migrations';
import { type PaymentDependencies, paymentRoutes } from './routes';

/** The demo data, loaded only when asked for (db:seed): a start never reads it. */
const seed: ServiceModule['seed'] = (db, config) => (require('./seed') as typeof import('./seed')).seed(db, config);

/** Holds are also swept once a minute, besides on every read of the rooms. */
const SWEEP_INTERVAL_MS = 60_000;

/** The service with its clock, provider calls and sweeps replaceable (tests move the clock). */
export function createPaymentService(overrides: Partial<PaymentDependencies> = {}): ServiceModule {
  return {
    name: 'payment',
    migrations,
    seed,
    routes: paymentRoutes({
      clock: systemClock,
      sweepIntervalMs: SWEEP_INTERVAL_MS,
      refundRecoveryIntervalMs: REFUND_RECOVERY_INTERVAL_MS,
      ...overrides,
    }),
  };
}

export const paymentService: ServiceModule = createPaymentService();
export default paymentService;
