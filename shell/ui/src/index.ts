/**
 * @agency/ui: UI pieces that more than one remote needs, written once: the Dialog, the
 * labelled form fields, the password field with its eye toggle, the react-hook-form
 * glue over a contract's check, and how rupees are written. Each remote bundles them at build time (they are not a
 * module-federation shared module, nor is react-hook-form, each remote's own dependency), so
 * a remote keeps the version it was built with and rolling one remote back never changes
 * another.
 *
 * The style modules are imported by path, e.g. `@agency/ui/styles/form.module.css`,
 * or composed from a remote's own CSS module (`composes: input from '@agency/ui/…'`).
 */
export { Dialog, type DialogProps } from './Dialog';
export {
  type RequiredMark,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './Field';
export type { ContractCheck } from './form/checkResolver';
export { type CheckedFormOptions, useCheckedForm } from './form/useCheckedForm';
export { type ContractFormOptions, useContractForm } from './form/useContractForm';
export { formatRupees } from './format/rupees';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { solveProofOfWork } from './proofOfWork';
export { useProofOfWork } from './useProofOfWork';
