/**
 * A password input with its show/hide toggle (the back office's sign-in and create-user
 * forms). The toggle is a pressed/unpressed button named for what it does next, so a
 * screen reader hears 'Show password' or 'Hide password'.
 */

import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The row holding the input and the toggle (each screen places the toggle with its own styles). */
  rowClassName?: string;
  toggleClassName?: string;
  /** Shown before the input in the row (the sign-in's lock icon). */
  icon?: ReactNode;
}

/** Starts hidden; remount it (a new `key`) to hide the password again. */
export function PasswordField({ rowClassName, toggleClassName, icon, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={rowClassName}>
      {icon}
      <input type={visible ? 'text' : 'password'} {...input} />
      <button
        type="button"
        className={toggleClassName}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
