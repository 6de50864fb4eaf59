import { FORM_LIMITS } from '../formMessages';
import { holidayTypeLabel, serviceLabel } from '../labels';
import { PublishChoice } from '../publishing/PublishChoice';
import { ChoiceGroup } from './ChoiceGroup';
import { DestinationPickers } from './DestinationPickers';
import { DetailsFields } from './DetailsFields';
import { FormSection } from './FormSection';
import type { FormChoices } from './formChoices';
import { ImagePicker } from './ImagePicker';
import { admitImages, type useNewImages } from './newImages';
import { PricingRows } from './PricingRows';
import type { PackageFormState } from './packageFields';
import { TextLines } from './TextLines';

interface Props {
  state: PackageFormState;
  choices: FormChoices;
  newImages: ReturnType<typeof useNewImages>;
  /** Files the form did not take, and why (cleared when the form starts over). */
  refusals: string[];
  onRefusals(refusals: string[]): void;
  published: boolean;
  onPublished(published: boolean): void;
}

/** The package form's sections, in the order a package is described: details, prices, places, kinds, texts, images, storefront. */
export function PackageSections({ state, choices, newImages, refusals, onRefusals, published, onPublished }: Props) {
  const { prefix, draft, kit, edit } = state;
  const sectionId = (name: string) => `${prefix}-section-${name}`;
  const addImages = (files: File[]) => {
    const { admitted, refusals: refused } = admitImages(files, newImages.images.length, draft.existingImages.length);
    onRefusals(refused);
    if (admitted.length > 0) newImages.add(admitted);
    state.changed('images');
  };
  return (
    <>
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
        <PublishChoice published={published} onChange={onPublished} />
      </FormSection>
    </>
  );
}
