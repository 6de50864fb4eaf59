import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { checkTextForm, type CompiledValidator, type FlatForm, type TextFormCheck } from '@agency/contracts';
import { type PostedForm } from '@agency/page/protocol';
import { useCheckedForm } from '@agency/ui';

/**
 * An enquiry form checked by its compiled contract validator. Messages appear when the
 * visitor tries to send; from then on they follow each change, so a corrected field loses
 * its message at once. A refused send focuses the first field in error.
 *
 * `posted`: what the server answered a post sent without scripts (the typed values and the
 * messages), shown until the next send. Each field carries its starting value in the markup,
 * so the server's HTML shows it before (and without) scripts.
 */
export function useContractForm<F extends FlatForm>(validator: CompiledValidator, form: F, initial: Record<string, string>, posted?: Pick<PostedForm, 'values' | 'errors'>) {
  type Data = TextFormCheck<F>['data'] & FieldValues;
  const check = useCallback((texts: Record<string, string>) => checkTextForm(validator, form, texts) as { errors: Record<string, string>; data: Data }, [validator, form]);
  const [start] = useState(() => ({ ...initial, ...posted?.values }));
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {});
  const checked = useCheckedForm<Data>({ check, initial: start, afterSend: 'recheck', focusFirstError: true });

  const field = (name: keyof F['properties'] & string) => {
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
  return { field, handleSubmit, reset: checked.reset };
}
