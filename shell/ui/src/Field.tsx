/**
 * The labelled form fields of the public forms (the storefront's enquiry forms, the
 * retreat's booking and checkout): label, control, hint and message line, tied together
 * for screen readers. Each form passes its field's message; the check itself is the contract's.
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styles from './styles/form.module.css';

/**
 * How a required field says so. 'asterisk' (the storefront): a visible ' *' after the label
 * and `aria-required`. 'attribute' (the retreat): the control's own `required`, no mark.
 * Either way an optional field reads '(optional)'.
 */
export type RequiredMark = 'asterisk' | 'attribute';

interface CommonProps {
  label: ReactNode;
  /** The field's message (from the contract, or the server), shown under it and announced. */
  error?: string;
  hint?: string;
  required?: boolean;
  requiredMark?: RequiredMark;
}

interface FrameProps extends CommonProps {
  id: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, requiredMark, error, hint, children }: FrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
        {required && requiredMark === 'asterisk' && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
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

/** The attributes that tie a control to its label's required mark, hint and message line. */
function controlAttributes(id: string, { required, requiredMark = 'asterisk', hint, error }: CommonProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    ...(requiredMark === 'asterisk' ? { 'aria-required': required || undefined } : { required }),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

type Control<E> = CommonProps & { ref?: Ref<E> };

export type TextFieldProps = Control<HTMLInputElement> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;

/** A labelled input. */
export function TextField({ label, error, hint, required, requiredMark = 'asterisk', ...input }: TextFieldProps) {
  const id = useId();
  const common = { label, error, hint, required, requiredMark };
  return (
    <FieldFrame id={id} {...common}>
      <input className={styles.control} {...controlAttributes(id, common)} {...input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Control<HTMLTextAreaElement> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'>;

/** A labelled multi-line text. */
export function TextAreaField({ label, error, hint, required, requiredMark = 'asterisk', ...area }: TextAreaFieldProps) {
  const id = useId();
  const common = { label, error, hint, required, requiredMark };
  return (
    <FieldFrame id={id} {...common}>
      <textarea className={styles.textarea} {...controlAttributes(id, common)} {...area} />
    </FieldFrame>
  );
}

export type SelectFieldProps = Control<HTMLSelectElement> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> & {
    options: readonly string[];
    /** The first, empty choice of an optional select ('Select an airport'). */
    placeholder?: string;
  };

/** A labelled choice among `options`. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  requiredMark = 'asterisk',
  ...select
}: SelectFieldProps) {
  const id = useId();
  const common = { label, error, hint, required, requiredMark };
  return (
    <FieldFrame id={id} {...common}>
      <select className={styles.control} {...controlAttributes(id, common)} {...select}>
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
