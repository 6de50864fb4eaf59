import type { DestinationRef, HolidayType, InclusionService } from '@agency/contracts';
import { useState } from 'react';
import kitCss from '../../kit/kit.module.css';
import { FORM_LIMITS } from '../formMessages';
import { holidayTypeLabel, serviceLabel } from '../labels';
import type { PackageDraft } from '../packageDraft';
import { PublishChoice } from '../publishing/PublishChoice';
import { ChoiceGroup } from './ChoiceGroup';
import { DestinationPickers } from './DestinationPickers';
import { DetailsFields } from './DetailsFields';
import { EditorFooter } from './EditorFooter';
import { FormSection } from './FormSection';
import { ImagePicker } from './ImagePicker';
import { admitImages, useNewImages } from './newImages';
import styles from './PackageForm.module.css';
import { PricingRows } from './PricingRows';
import { TextLines } from './TextLines';
import { useFocusFirstProblem } from './useFocusFirstProblem';
import { usePackageForm } from './usePackageForm';
import { type PackageFormMode, useSubmitPackage } from './useSubmitPackage';

export type { PackageFormMode } from './useSubmitPackage';

export interface FormChoices {
  destinations: readonly DestinationRef[];
  holidayTypes: readonly HolidayType[];
  inclusions: readonly InclusionService[];
}

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
 * one react-hook-form form (usePackageForm), saved by useSubmitPackage.
 */
export function PackageEditor({ mode: openedAs, packageId, initial, choices, onCancel, initialPublished = false }: Props) {
  const [mode, setMode] = useState(openedAs);
  const [published, setPublished] = useState(openedAs === 'update' ? initialPublished : false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const state = usePackageForm(initial);
  const { prefix, draft, kit, edit } = state;
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

  const addImages = (files: File[]) => {
    const { admitted, refusals: refused } = admitImages(files, newImages.images.length, draft.existingImages.length);
    setRefusals(refused);
    if (admitted.length > 0) newImages.add(admitted);
    state.changed('images');
  };

  const titleId = `${prefix}-title`;
  const sectionId = (name: string) => `${prefix}-section-${name}`;

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
      <FormSection id={sectionId('details')} title="Package details">
        <DetailsFields state={state} />
      </FormSection>
      <FormSection id={sectionId('pricing')} title="Prices">
        <PricingRows state={state} />
      </FormSection>
      <FormSection id={sectionId('where')} title="Destinations and hotels">
        <DestinationPickers destinations={choices.destinations} state={state} />
      </FormSection>
      <FormSection id={sectionId('kind')} title="Holiday types and inclusions">
        <ChoiceGroup legend="Holiday types" path="holidayTypes" choices={choices.holidayTypes} labelOf={holidayTypeLabel} state={state} />
        <ChoiceGroup legend="Inclusions" path="inclusionIds" choices={choices.inclusions} labelOf={serviceLabel} state={state} />
      </FormSection>
      <FormSection id={sectionId('texts')} title="What is included and what is not">
        <TextLines
          legend="Inclusion texts"
          lineName="Inclusion text"
          path="inclusionTexts"
          maxLength={FORM_LIMITS.inclusionText}
          state={state}
        />
        <TextLines
          legend="Exclusion texts"
          lineName="Exclusion text"
          path="exclusionTexts"
          maxLength={FORM_LIMITS.exclusionText}
          state={state}
        />
      </FormSection>
      <FormSection id={sectionId('images')} title="Images">
        <ImagePicker
          existing={draft.existingImages}
          images={newImages.images}
          refusals={refusals}
          kit={kit}
          onRemoveExisting={(url) =>
            edit((d) => void (d.existingImages = d.existingImages.filter((kept) => kept !== url)), 'existingImages')
          }
          onAdd={addImages}
          onRemove={newImages.remove}
        />
      </FormSection>
      <FormSection id={sectionId('publishing')} title="Storefront">
        <PublishChoice published={published} onChange={setPublished} />
      </FormSection>
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
