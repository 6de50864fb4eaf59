/**
 * The package draft's fields on the one form hook (`useCheckedForm` of @agency/ui, rows as
 * field arrays over `form.control`): each input's id and message by its contract path
 * ('pricing.0.price', which the server's 400 names too), and the changes of the draft's
 * shape (a continent, a country, a tick). A problem shows once its field was left or
 * changed (`showEarly`), every problem after a save attempt.
 */

import { useCheckedForm } from '@agency/ui';
import { createNextState } from '@reduxjs/toolkit';
import { useId } from 'react';
import type { FieldPath, RegisterOptions } from 'react-hook-form';
import { type DraftFormValues, draftProblems, formValuesOf, type PackageDraft } from '../packageDraft';
import type { DraftRecipe } from './editing';
import { type FieldKit, fieldProps, pathId } from './fieldKit';

/** The contract's problems under their paths, and the values as they are sent. */
const checkDraft = (draft: PackageDraft) => ({ errors: draftProblems(draft), data: formValuesOf(draft) });

export type DraftPath = FieldPath<PackageDraft>;

export function usePackageFields(initial: PackageDraft) {
  const prefix = useId();
  const checked = useCheckedForm<DraftFormValues, PackageDraft>({
    check: checkDraft,
    initial,
    afterSend: 'recheck',
    // The form moves the focus itself, to the first problem in reading order (groups too).
    focusFirstError: false,
    showEarly: 'leftOrChanged',
  });
  const { form, changed } = checked;

  const kit: FieldKit = { idOf: (path) => pathId(prefix, path), errorOf: checked.messageOf, touch: checked.touch };

  /** The props of an input bound to draft field `name`, whose problems are under contract path `path`. */
  const field = (name: DraftPath, path: string, options?: RegisterOptions<PackageDraft, DraftPath>) => ({
    ...fieldProps(kit, path),
    ...form.register(name, { ...options, onChange: () => changed(path), onBlur: () => checked.touch(path) }),
  });

  /** A change of the draft's shape: applied to a copy, then set. */
  const edit = (recipe: DraftRecipe, ...paths: string[]) => {
    // Plain copies both ways: the recipe's result is frozen (all of it), and react-hook-form changes its values in place.
    const current = JSON.parse(JSON.stringify(form.getValues())) as PackageDraft;
    const next = createNextState(current, recipe);
    for (const key of Object.keys(next) as (keyof PackageDraft)[]) {
      if (next[key] !== current[key]) form.setValue(key, JSON.parse(JSON.stringify(next[key])) as never, { shouldDirty: true });
    }
    changed(...paths);
  };

  /** After a save the server refused: what it named, at its fields (contract paths), until they change. */
  const showServerProblems = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) checked.setError(path as DraftPath, { type: 'server', message });
  };

  return {
    prefix,
    form,
    draft: checked.values,
    kit,
    field,
    edit,
    changed,
    handleSubmit: checked.handleSubmit,
    showServerProblems,
    startOver: checked.reset,
  };
}

export type PackageFormState = ReturnType<typeof usePackageFields>;
