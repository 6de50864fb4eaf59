import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface FrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A field's label, its control and its message line, tied together for screen readers. */
function FieldFrame({ id, label, required, error, hint, children }: FrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control with an optional hint and error line. */
function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: ReactNode;
  /** The contract's message for this field, shown under it and announced. */
  error?: string;
  hint?: string;
}

/** A labelled input. `required` marks it for the visitor; the check itself is the contract's. */
export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <input id={id} className={styles.input} aria-required={required || undefined} {...describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: ReactNode;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, required, ...area }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <textarea id={id} className={styles.textarea} aria-required={required || undefined} {...describedBy(id, hint, error)} {...area} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: ReactNode;
  options: readonly string[];
  /** The first, empty choice of an optional select ('Select an airport'). */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export function SelectField({ label, options, placeholder, error, hint, required, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <select id={id} className={styles.select} aria-required={required || undefined} {...describedBy(id, hint, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
