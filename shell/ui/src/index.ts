/**
 * @agency/ui: UI pieces that more than one remote needs, written once. Each remote bundles
 * them at build time (they are not a module-federation shared module), so a remote keeps
 * the version it was built with and rolling one remote back never changes another.
 *
 * The style modules are imported by path, e.g. `@agency/ui/src/styles/form.module.css`,
 * or composed from a remote's own CSS module (`composes: input from '@agency/ui/…'`).
 */
export { Dialog, type DialogProps } from './Dialog';
