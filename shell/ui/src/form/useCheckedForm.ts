import { useMemo } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { type ContractCheck, checkResolver } from './checkResolver';

type Texts = Record<string, string>;

export interface CheckedFormOptions<Data> {
  /** The contract's check of the inputs' texts (a compiled validator of @agency/contracts). */
  check(texts: Texts): ContractCheck<Data>;
  initial: Texts;
  /**
   * After a first send, 'recheck' re-runs the check on each change, so a corrected field
   * loses its message at once (the storefront); 'clear' only removes the changed field's
   * message until the next send (the retreat); 'keep' leaves every message until the next
   * send (the back office's password forms).
   */
  afterSend: 'recheck' | 'clear' | 'keep';
  /** Focus the first field in error when a send is refused. */
  focusFirstError: boolean;
}

/**
 * A flat form of text inputs (react-hook-form) checked by its contract. Messages appear when
 * the visitor tries to send; a passed check hands the checked data (numbers for number
 * fields, empty fields left out) to the submit handler.
 */
export function useCheckedForm<Data extends FieldValues>({ check, initial, afterSend, focusFirstError }: CheckedFormOptions<Data>) {
  const resolver = useMemo(() => checkResolver<Texts, Data>(check), [check]);
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm<Texts, unknown, Data>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: afterSend === 'recheck' ? 'onChange' : 'onSubmit',
    shouldFocusError: focusFirstError,
  });

  /** The props that bind a field component to field `name`: the input's own and its message. */
  const field = (name: string) => ({
    ...register(name, afterSend === 'clear' ? { onChange: () => clearErrors(name) } : undefined),
    error: formState.errors[name]?.message,
  });

  return { field, handleSubmit, reset, setError, isSubmitting: formState.isSubmitting };
}
