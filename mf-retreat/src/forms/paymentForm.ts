import type { ContractFormOptions } from '@agency/ui';

/**
 * How the payment forms (the booking and the checkout) answer: a changed field loses its
 * message until the next send, and a refused send leaves the focus where the guest is.
 */
export const PAYMENT_FORM = { afterSend: 'clear', focusFirstError: false } as const satisfies ContractFormOptions;
