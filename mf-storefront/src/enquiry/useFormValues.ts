import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkForm, isValid, type ContractForm, type FieldsOf, type FormCheck } from '@agency/contracts';

type Values = Record<string, string>;

/**
 * The typed values of a contract form and their messages. Messages appear when the visitor
 * tries to send; from then on they follow each change, so a corrected field loses its
 * message at once. `submit` checks, focuses the first field in error, and calls `onValid`
 * with the checked values only when everything is right.
 */
export function useFormValues<F extends ContractForm>(form: F, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const checked = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The latest values, so that two changes in one tick both land.
  const latest = useRef<Values>(initial);

  const setValue = useCallback(
    (name: FieldsOf<F>, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (checked.current) setErrors(checkForm(form, next).errors);
    },
    [form],
  );

  /** The props that bind an input, select or textarea to field `name`. */
  const bind = (name: FieldsOf<F>) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
  });

  const reset = useCallback((next: Values) => {
    checked.current = false;
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  const submit = (onValid: (data: FormCheck<F>['data']) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkForm(form, latest.current);
    checked.current = true;
    setErrors(result.errors);
    if (isValid(result)) {
      onValid(result.data);
      return;
    }
    const first = Object.keys(form.properties).find((name) => name in result.errors);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return { values, errors, bind, setValue, reset, submit, formRef };
}
