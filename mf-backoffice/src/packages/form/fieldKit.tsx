/**
 * What every input of the package form needs to show its problem: an id, the message (once
 * the field was left or changed, after a save attempt, or when the server named it), and the
 * ARIA wiring that makes a screen reader read the message with the field.
 */
import { CircleAlert } from 'lucide-react';
import kitCss from '../../kit/kit.module.css';

export interface FieldKit {
  idOf(path: string): string;
  errorOf(path: string): string | undefined;
  /** The field was left (blur) or changed: its problem shows from now on. */
  touch(path: string): void;
}

/** Props for an input, select or textarea bound to `path`. */
export function fieldProps(kit: FieldKit, path: string, describedBy?: string) {
  const error = kit.errorOf(path);
  const ids = [describedBy, error ? `${kit.idOf(path)}-error` : undefined].filter(Boolean).join(' ');
  return {
    id: kit.idOf(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    'data-invalid': error ? 'true' : undefined,
    onBlur: () => kit.touch(path),
  };
}

/** Props for a group (fieldset) whose own problem is about the whole list. */
export function groupProps(kit: FieldKit, path: string) {
  const error = kit.errorOf(path);
  return {
    'aria-describedby': error ? `${kit.idOf(path)}-error` : undefined,
    'data-invalid': error ? 'true' : undefined,
  };
}

export function FieldError({ kit, path }: { kit: FieldKit; path: string }) {
  const error = kit.errorOf(path);
  if (!error) return null;
  return (
    <p id={`${kit.idOf(path)}-error`} className={kitCss.fieldError}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{error}</span>
    </p>
  );
}

/** A DOM id for a field path ('pricing.0.price' → '<prefix>-pricing-0-price'). */
export function pathId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/\./g, '-')}`;
}
