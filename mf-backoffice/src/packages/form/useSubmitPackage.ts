/**
 * The package form's save (the staff spec's rules and errors): refused at once while the contract's check (the
 * form's resolver) finds problems; else sent, and the answer shown. A failed save keeps
 * everything typed and chosen. After a create (or a clone, which is a create) the form starts
 * over, empty, without images, and names the package it made (its number, draft mark and a
 * link to its form); after an update it shows the package as saved, images included.
 */

import { PACKAGE_MESSAGES } from '@agency/contracts';
import { type FormEvent, useState } from 'react';
import type { OutcomeMessage } from '../../kit/Outcome';
import { FIX_HIGHLIGHTED, packageSaveFailed, UNEXPECTED_ERROR } from '../../messages';
import { type DraftFormValues, draftFromPackage, emptyDraft } from '../packageDraft';
import { useSavePackage } from '../useSavePackage';
import type { CreatedPackageFacts } from './CreatedPackage';
import type { useNewImages } from './newImages';
import type { PackageFormState } from './packageFields';

/** What the package form is doing: adding, changing or copying a package. */
export type PackageFormMode = 'create' | 'update' | 'clone';

interface SubmitOptions {
  mode: PackageFormMode;
  packageId?: number;
  state: PackageFormState;
  newImages: ReturnType<typeof useNewImages>;
  /** Moves the focus to the first field with a problem, once they show. */
  focusFirstProblem(): void;
  /** Save it published or as a draft. */
  published: boolean;
  /** The form became a fresh one: clears what the image picker refused, and a clone becomes a create. */
  onStartOver(mode: PackageFormMode): void;
}

export function useSubmitPackage({ mode, packageId, state, newImages, focusFirstProblem, onStartOver, published }: SubmitOptions) {
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  /** The package the last create saved, shown with its success message until the next save. */
  const [created, setCreated] = useState<CreatedPackageFacts | null>(null);
  const { save, progress, saving } = useSavePackage();
  const update = mode === 'update';

  const refuse = (text: string, fields?: Record<string, string>) => {
    if (fields) state.showServerProblems(fields);
    setOutcome({ tone: 'error', text });
    if (!fields || Object.keys(fields).length > 0) focusFirstProblem();
  };

  /** The checked values go out; the answer decides what the form shows. */
  const send = async (values: DraftFormValues) => {
    setOutcome(null);
    setCreated(null);
    const result = await save({
      id: update ? packageId : undefined,
      values,
      files: newImages.images.map((image) => image.file),
      published,
    });
    if (result.kind === 'unanswered') return setOutcome({ tone: 'error', text: UNEXPECTED_ERROR });
    if (result.kind === 'refused') return refuse(packageSaveFailed(update ? 'update' : 'create', result.message), result.fields);
    newImages.clear();
    // An update shows the package as stored (the new files are now among its images).
    state.startOver(update ? draftFromPackage(result.saved) : emptyDraft());
    onStartOver(update ? 'update' : 'create');
    setOutcome({ tone: 'success', text: update ? PACKAGE_MESSAGES.updated : PACKAGE_MESSAGES.created });
    // Saved as sent: the create stored the `published` part this form sent.
    if (!update) setCreated({ id: result.saved._id, name: result.saved.packageName, published });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    let refused = false;
    await state.handleSubmit(send, () => {
      refused = true;
    })();
    if (refused) refuse(FIX_HIGHLIGHTED);
  };

  return { onSubmit, outcome, created, saving, percent: progress === null ? 0 : Math.round(progress * 100) };
}
