/**
 * The package form's state on react-hook-form: the draft's values (rows as field arrays),
 * the contract's check as the resolver of a save, and which problems show. A problem shows
 * once its field was left or changed, every problem after a save attempt, and whatever the
 * server's 400 named (a 'server' error, until that field changes).
 */

import { checkResolver } from '@agency/ui';
import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useId, useMemo, useState } from 'react';
import { type FieldPath, get, type RegisterOptions, useForm, useWatch } from 'react-hook-form';
import { type DraftFormValues, draftProblems, formValuesOf, type PackageDraft } from '../packageDraft';
import type { DraftRecipe } from './editing';
import { type FieldKit, fieldProps, pathId } from './fieldKit';

/** The resolver's check: the contract's problems under their paths, and the values as they are sent. */
const checkDraft = (draft: PackageDraft) => ({ errors: draftProblems(draft), data: formValuesOf(draft) });

export type DraftPath = FieldPath<PackageDraft>;

export function usePackageForm(initial: PackageDraft) {
  const prefix = useId();
  const resolver = useMemo(() => checkResolver<PackageDraft, DraftFormValues>(checkDraft), []);
  const form = useForm<PackageDraft, unknown, DraftFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = useWatch({ control: form.control }) as PackageDraft;
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { errors, isSubmitted } = form.formState;

  const touch = useCallback((...paths: string[]) => {
    setTouched((current) => (paths.every((path) => current.has(path)) ? current : new Set([...current, ...paths])));
  }, []);

  const kit: FieldKit = {
    idOf: (path) => pathId(prefix, path),
    errorOf: (path) => serverError(errors, path) ?? (isSubmitted || touched.has(path) ? problems[path] : undefined),
    touch,
  };

  /** `paths` changed: their problems show from now on, and what the server said about them no longer holds. */
  const changed = (...paths: string[]) => {
    touch(...paths);
    const stale = paths.filter((path) => serverError(form.formState.errors, path) !== undefined);
    if (stale.length > 0) form.clearErrors(stale as DraftPath[]);
  };

  /** The props of an input bound to draft field `name`, whose problems are under contract path `path`. */
  const field = (name: DraftPath, path: string, options?: RegisterOptions<PackageDraft, DraftPath>) => ({
    ...fieldProps(kit, path),
    ...form.register(name, { ...options, onChange: () => changed(path), onBlur: () => touch(path) }),
  });

  /** A change of the draft's shape (a continent, a country, a city, a tick): applied to a copy, then set. */
  const edit = (recipe: DraftRecipe, ...paths: string[]) => {
    // Plain copies both ways: the recipe's result is frozen (all of it), and react-hook-form changes its values in place.
    const current = JSON.parse(JSON.stringify(form.getValues())) as PackageDraft;
    const next = createNextState(current, recipe);
    for (const key of Object.keys(next) as (keyof PackageDraft)[]) {
      if (next[key] !== current[key]) form.setValue(key, JSON.parse(JSON.stringify(next[key])) as never, { shouldDirty: true });
    }
    changed(...paths);
  };

  /** After a save the server refused: what it named, at its fields (contract paths). */
  const showServerProblems = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) form.setError(path as DraftPath, { type: 'server', message });
  };

  /** A fresh form (after a save): the values given, nothing touched, nothing shown. */
  const startOver = (next: PackageDraft) => {
    form.reset(next);
    setTouched(new Set());
  };

  return { prefix, form, draft, kit, field, edit, changed, showServerProblems, startOver };
}

export type PackageFormState = ReturnType<typeof usePackageForm>;

function serverError(errors: object, path: string): string | undefined {
  const error = get(errors, path) as { type?: string; message?: string } | undefined;
  return error?.type === 'server' ? error.message : undefined;
}
