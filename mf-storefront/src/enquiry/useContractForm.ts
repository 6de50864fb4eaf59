import { useCallback } from 'react';
import type { FieldValues } from 'react-hook-form';
import { checkTextForm, type CompiledValidator, type FlatForm, type TextFormCheck } from '@agency/contracts';
import { useCheckedForm } from '@agency/ui';

/**
 * An enquiry form checked by its compiled contract validator. Messages appear when the
 * visitor tries to send; from then on they follow each change, so a corrected field loses
 * its message at once. A refused send focuses the first field in error.
 */
export function useContractForm<F extends FlatForm>(validator: CompiledValidator, form: F, initial: Record<string, string>) {
  type Data = TextFormCheck<F>['data'] & FieldValues;
  const check = useCallback((texts: Record<string, string>) => checkTextForm(validator, form, texts) as { errors: Record<string, string>; data: Data }, [validator, form]);
  const { field, handleSubmit, reset } = useCheckedForm<Data>({ check, initial, afterSend: 'recheck', focusFirstError: true });
  return { field: field as (name: keyof F['properties'] & string) => ReturnType<typeof field>, handleSubmit, reset };
}
