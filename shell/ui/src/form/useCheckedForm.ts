import { useCallback, useMemo, useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, get, useForm, useWatch } from 'react-hook-form';
import { type ContractCheck, checkResolver } from './checkResolver';

type Texts = Record<string, string>;

export interface CheckedFormOptions<Data, Values extends FieldValues = Texts> {
  /** The contract's check of the form's values (a compiled validator of @agency/contracts). */
  check(values: Values): ContractCheck<Data>;
  initial: Values;
  /**
   * After a first send, 'recheck' re-runs the check on each change, so a corrected field
   * loses its message at once (the storefront); 'clear' only removes the changed field's
   * message until the next send (the retreat); 'keep' leaves every message until the next
   * send (the back office's password forms).
   */
  afterSend: 'recheck' | 'clear' | 'keep';
  /** Focus the first field in error when a send is refused. */
  focusFirstError: boolean;
  /**
   * 'leftOrChanged': a field's message shows before any send too, once the user left it
   * (`touch`) or changed it (`changed`), and follows its value from then on; after a send
   * every message does. A long form (the package form) so tells of a mistake where it is
   * made. Unless said, messages wait for the send.
   */
  showEarly?: 'leftOrChanged';
}

/**
 * A form (react-hook-form) checked by its contract. Messages appear when the user tries to
 * send (or earlier, see `showEarly`); a passed check hands the checked data (numbers for
 * number fields, empty fields left out) to the submit handler. Values may nest (rows as
 * field arrays over `form.control`); a message is found by its contract path
 * ('pricing.0.price'), which may differ from the input's name.
 */
export function useCheckedForm<Data extends FieldValues, Values extends FieldValues = Texts>({
  check,
  initial,
  afterSend,
  focusFirstError,
  showEarly,
}: CheckedFormOptions<Data, Values>) {
  const resolver = useMemo(() => checkResolver<Values, Data>(check), [check]);
  const form = useForm<Values, unknown, Data>({
    defaultValues: initial as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: afterSend === 'recheck' && !showEarly ? 'onChange' : 'onSubmit',
    shouldFocusError: focusFirstError,
  });
  const { register, handleSubmit, clearErrors, setError, formState } = form;
  const early = showEarly === 'leftOrChanged';
  // Only a form whose messages follow its values watches them all (a flat form needs no render per key).
  const values = useWatch({ control: form.control, disabled: !early }) as Values;
  const live = useMemo(() => (early ? check(values).errors : {}), [early, check, values]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  /** A message the screen gave (`setError`: the server's, a limit of its own), kept until its field changes. */
  const givenOf = (path: string): string | undefined => {
    const error = get(formState.errors, path) as { type?: string; message?: string } | undefined;
    return error?.type !== 'contract' ? error?.message : undefined;
  };

  /** The message to show under the field at contract path `path`, if any. */
  const messageOf = (path: string): string | undefined => {
    if (!early) return (get(formState.errors, path) as { message?: string } | undefined)?.message;
    return givenOf(path) ?? (formState.isSubmitted || touched.has(path) ? live[path] : undefined);
  };

  /** Fields at `paths` were left: their messages show from now on (`showEarly`). */
  const touch = useCallback((...paths: string[]) => {
    setTouched((current) => (paths.every((path) => current.has(path)) ? current : new Set([...current, ...paths])));
  }, []);

  /** Fields at `paths` changed: their messages show from now on, and what the screen said of them no longer holds. */
  const changed = (...paths: string[]) => {
    if (early) touch(...paths);
    const stale = paths.filter((path) => givenOf(path) !== undefined);
    if (stale.length > 0) clearErrors(stale as FieldPath<Values>[]);
  };

  /** The props that bind a field component to field `name`: the input's own and its message. */
  const field = (name: FieldPath<Values>) => ({
    ...register(name, afterSend === 'clear' ? { onChange: () => clearErrors(name) } : undefined),
    error: messageOf(name),
  });

  /** A fresh form: the values given, nothing left or changed, no message. */
  const reset = (next?: Values) => {
    form.reset(next as DefaultValues<Values>);
    setTouched(new Set());
  };

  return { form, values, field, messageOf, touch, changed, handleSubmit, reset, setError, isSubmitting: formState.isSubmitting };
}
