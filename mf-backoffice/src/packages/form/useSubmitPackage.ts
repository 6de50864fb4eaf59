/**
 * The package form's save (staff §5, §8): refused at once while the draft has problems;
 * else sent, and the answer shown. A failed save keeps everything typed and chosen. After a
 * create (or a clone, which is a create) the form starts over, empty, without images; after
 * an update it shows the package as saved, images included.
 */
import { useState, type FormEvent } from 'react';
import { PACKAGE_MESSAGES } from '@agency/contracts';
import type { OutcomeMessage } from '../../components/Outcome';
import { FIX_HIGHLIGHTED, packageSaveFailed, UNEXPECTED_ERROR } from '../../messages';
import { draftFromPackage, emptyDraft, formValuesOf } from '../packageDraft';
import { useSavePackage } from '../useSavePackage';
import type { PackageFormMode } from './PackageEditor';
import type { useDraftState } from './useDraftState';
import type { useNewImages } from './newImages';

interface SubmitOptions {
  mode: PackageFormMode;
  packageId?: number;
  state: ReturnType<typeof useDraftState>;
  newImages: ReturnType<typeof useNewImages>;
  /** Moves the focus to the first field with a problem, once they show. */
  focusFirstProblem(): void;
  /** The form became a fresh one: clears what the image picker refused, and a clone becomes a create. */
  onStartOver(mode: PackageFormMode): void;
}

export function useSubmitPackage({ mode, packageId, state, newImages, focusFirstProblem, onStartOver }: SubmitOptions) {
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const { save, progress, saving } = useSavePackage();

  const refuse = (text: string, fields?: Record<string, string>) => {
    state.showProblems(fields);
    setOutcome({ tone: 'error', text });
    if (!fields || Object.keys(fields).length > 0) focusFirstProblem();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (Object.keys(state.problems).length > 0) return refuse(FIX_HIGHLIGHTED);
    setOutcome(null);
    const update = mode === 'update';
    const result = await save({ id: update ? packageId : undefined, values: formValuesOf(state.draft), files: newImages.images.map((image) => image.file) });
    if (result.kind === 'unanswered') return setOutcome({ tone: 'error', text: UNEXPECTED_ERROR });
    if (result.kind === 'refused') return refuse(packageSaveFailed(update ? 'update' : 'create', result.message), result.fields);
    newImages.clear();
    // An update shows the package as stored (the new files are now among its images).
    state.startOver(update ? draftFromPackage(result.saved) : emptyDraft());
    onStartOver(update ? 'update' : 'create');
    setOutcome({ tone: 'success', text: update ? PACKAGE_MESSAGES.updated : PACKAGE_MESSAGES.created });
  };

  return { onSubmit, outcome, saving, percent: progress === null ? 0 : Math.round(progress * 100) };
}
