import {
  type CompiledValidator,
  type FlatForm,
  recoveryCodeForm,
  recoveryCodeFormValidator,
  totpCodeForm,
  totpCodeFormValidator,
  totpOrRecoveryCodeForm,
  totpOrRecoveryCodeFormValidator,
} from '@agency/contracts';

/** Which codes a form takes, and the contract's form and compiled validator that check them. */
export const CODE_KINDS = {
  totp: { validator: totpCodeFormValidator, form: totpCodeForm, inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 },
  recovery: { validator: recoveryCodeFormValidator, form: recoveryCodeForm, inputMode: 'text', autoComplete: 'off', maxLength: 11 },
  either: {
    validator: totpOrRecoveryCodeFormValidator,
    form: totpOrRecoveryCodeForm,
    inputMode: 'text',
    autoComplete: 'one-time-code',
    maxLength: 11,
  },
} as const satisfies Record<
  string,
  { validator: CompiledValidator; form: FlatForm; inputMode: 'numeric' | 'text'; autoComplete: string; maxLength: number }
>;
export type CodeKind = keyof typeof CODE_KINDS;
