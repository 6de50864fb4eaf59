import { useState } from 'react';
import kitCss from '../../kit/kit.module.css';
import type { PackageDraft } from '../packageDraft';
import { EditorFooter } from './EditorFooter';
import type { FormChoices } from './formChoices';
import { useNewImages } from './newImages';
import styles from './PackageForm.module.css';
import { PackageSections } from './PackageSections';
import { usePackageFields } from './packageFields';
import { useFocusFirstProblem } from './useFocusFirstProblem';
import { type PackageFormMode, useSubmitPackage } from './useSubmitPackage';

export type { PackageFormMode } from './useSubmitPackage';

interface Props {
  mode: PackageFormMode;
  /** The package being updated (update mode only). */
  packageId?: number;
  initial: PackageDraft;
  choices: FormChoices;
  /** Cancel: back to the list the form was opened from (shown only then). */
  onCancel?: () => void;
  /** Whether the package is published (update: as stored; a new package or a clone starts as a draft). */
  initialPublished?: boolean;
}

const TITLES: Record<PackageFormMode, string> = { create: 'Add a package', update: 'Update package', clone: 'Clone package' };
const SUBMIT_LABELS: Record<PackageFormMode, string> = { create: 'Create package', update: 'Update package', clone: 'Create package' };

/**
 * The package form (the staff spec's screens, states, rules and errors) for create, update and clone: its sections over
 * one react-hook-form form (usePackageFields), saved by useSubmitPackage.
 */
export function PackageEditor({ mode: openedAs, packageId, initial, choices, onCancel, initialPublished = false }: Props) {
  const [mode, setMode] = useState(openedAs);
  const [published, setPublished] = useState(openedAs === 'update' ? initialPublished : false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const state = usePackageFields(initial);
  const { prefix } = state;
  const newImages = useNewImages();
  const focus = useFocusFirstProblem();
  const { onSubmit, outcome, created, saving, percent } = useSubmitPackage({
    mode,
    packageId,
    state,
    newImages,
    focusFirstProblem: focus.request,
    published,
    onStartOver: (next) => {
      setRefusals([]);
      setMode(next);
      if (next === 'create') setPublished(false);
    },
  });

  const titleId = `${prefix}-title`;

  return (
    <form ref={focus.form} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={kitCss.title}>
          {TITLES[mode]}
        </h2>
        {mode !== 'create' && (
          <p className={kitCss.hint}>
            {mode === 'clone' ? 'Saved as a new package; the original stays as it is.' : `Package #${packageId}`}
          </p>
        )}
      </div>
      <PackageSections
        state={state}
        choices={choices}
        newImages={newImages}
        refusals={refusals}
        onRefusals={setRefusals}
        published={published}
        onPublished={setPublished}
      />
      <EditorFooter
        progressId={`${prefix}-progress`}
        outcome={outcome}
        created={created}
        saving={saving}
        percent={percent}
        submitLabel={SUBMIT_LABELS[mode]}
        onCancel={onCancel}
      />
    </form>
  );
}
