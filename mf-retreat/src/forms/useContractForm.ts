import { useCallback } from 'react';
import type { FieldValues } from 'react-hook-form';
import { checkTextForm, type CompiledValidator, type FlatForm, type TextFormCheck } from '@agency/contracts';
import { useCheckedForm } from '@agency/ui';

/**
 * A payment form checked by its compiled contract validator when the visitor sends it; a
 * changed field loses its message until the next send.
 */
export function useContractForm<F extends FlatForm>(validator: CompiledValidator, form: F, initial: Record<keyof F['properties'] & string, string>) {
  type Data = TextFormCheck<F>['data'] & FieldValues;
  const check = useCallback((texts: Record<string, string>) => checkTextForm(validator, form, texts) as { errors: Record<string, string>; data: Data }, [validator, form]);
  const { field, handleSubmit } = useCheckedForm<Data>({ check, initial, afterSend: 'clear', focusFirstError: false });
  return { field: field as (name: keyof F['properties'] & string) => ReturnType<typeof field>, handleSubmit };
}
