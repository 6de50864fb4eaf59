import { type CompiledValidator, checkTextForm, type FlatForm, type TextFormCheck } from '@agency/contracts';
import type { PostedForm } from '@agency/page/protocol';
import { type BaseSyntheticEvent, useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type CheckedFormOptions, useCheckedForm } from './useCheckedForm';

export interface ContractFormOptions {
  /** See `CheckedFormOptions.afterSend`; 'recheck' unless said. */
  afterSend?: CheckedFormOptions<FieldValues>['afterSend'];
  /** Focus the first field in error when a send is refused; true unless said. */
  focusFirstError?: boolean;
  /**
   * What the server answered a post sent without scripts (the typed values and the
   * messages), shown until the next send.
   */
  posted?: Pick<PostedForm, 'values' | 'errors'>;
  /**
   * The screen's own rules over the contract's (the two copies of a new password the same):
   * given the contract's messages by field and all the form's texts, the messages to show.
   * Keep it one function for the screen (defined outside the component).
   */
  refine?: (
    errors: Readonly<Record<string, string | undefined>>,
    texts: Readonly<Record<string, string>>,
  ) => Record<string, string | undefined>;
}

/**
 * The one form hook of the three remotes: a flat form of text inputs on react-hook-form,
 * checked by its contract's compiled validator. Messages appear when the user tries to
 * send; a passed check hands the checked data (numbers for number fields, empty fields left
 * out) to the submit handler. Each field carries its starting value in the markup, so a
 * server-rendered page shows it before (and without) scripts.
 */
export function useContractForm<F extends FlatForm, Data extends FieldValues = TextFormCheck<F>['data'] & FieldValues>(
  validator: CompiledValidator,
  form: F,
  initial: Record<string, string>,
  options: ContractFormOptions = {},
) {
  type Name = keyof F['properties'] & string;
  const { afterSend = 'recheck', focusFirstError = true, posted, refine } = options;
  const check = useCallback(
    (texts: Record<string, string>) => {
      const checked = checkTextForm(validator, form, texts) as unknown as { errors: Record<string, string>; data: Data };
      return refine ? { ...checked, errors: refine(checked.errors, texts) } : checked;
    },
    [validator, form, refine],
  );
  const [start] = useState(() => ({ ...initial, ...posted?.values }));
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {});
  const checked = useCheckedForm<Data>({ check, initial: start, afterSend, focusFirstError });

  const field = (name: Name) => {
    const bound = checked.field(name);
    return { ...bound, defaultValue: start[name], error: bound.error ?? postedErrors[name] };
  };
  const handleSubmit: typeof checked.handleSubmit = (onValid, onInvalid) => {
    const handler = checked.handleSubmit(onValid, onInvalid);
    return (event?: BaseSyntheticEvent) => {
      setPostedErrors({});
      return handler(event);
    };
  };
  /** A message of the form's own beyond the contract's (a limit only this booking has), under field `name`. */
  const refuse = (name: Name, message: string) => checked.setError(name, { type: 'own', message });
  return { field, handleSubmit, reset: checked.reset, refuse, isSubmitting: checked.isSubmitting };
}
