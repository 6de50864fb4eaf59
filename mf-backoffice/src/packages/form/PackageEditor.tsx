import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Save, Undo2 } from 'lucide-react';
import { PACKAGE_MESSAGES, type DestinationRef, type HolidayType, type InclusionService } from '@agency/contracts';
import { Outcome, type OutcomeMessage } from '../../components/Outcome';
import { FIX_HIGHLIGHTED, packageSaveFailed, UNEXPECTED_ERROR, uploadingText } from '../../messages';
import { FORM_LIMITS } from '../formMessages';
import { holidayTypeLabel, serviceLabel } from '../labels';
import { draftFromPackage, emptyDraft, formValuesOf, type PackageDraft } from '../packageDraft';
import { packageFormProblems } from '../packageRules';
import { useSavePackage } from '../useSavePackage';
import { ChoiceGroup } from './ChoiceGroup';
import { DestinationPickers } from './DestinationPickers';
import type { DraftRecipe } from './editing';
import { FieldError, fieldProps, pathId, type FieldKit } from './fieldKit';
import { ImagePicker } from './ImagePicker';
import { admitImages, useNewImages } from './newImages';
import { PricingRows } from './PricingRows';
import { TextLines } from './TextLines';
import styles from './PackageForm.module.css';

export type PackageFormMode = 'create' | 'update' | 'clone';

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
}

const TITLES: Record<PackageFormMode, string> = { create: 'Add a package', update: 'Update package', clone: 'Clone package' };
const SUBMIT_LABELS: Record<PackageFormMode, string> = { create: 'Create package', update: 'Update package', clone: 'Create package' };

/**
 * The package form (staff §2, §4, §5, §8) for create, update and clone. Problems show when a
 * field is left or changed, all at once on a save attempt, and wherever the server's 400 put
 * them; a failed save keeps everything typed and chosen. After a create (or a clone, which is
 * a create) the form starts over, empty, without images; after an update it shows the package
 * as saved, images included.
 */
export function PackageEditor({ mode: openedAs, packageId, initial, choices, onCancel }: Props) {
  const prefix = useId();
  const [mode, setMode] = useState(openedAs);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const newImages = useNewImages();
  const { save, progress, saving } = useSavePackage();
  const form = useRef<HTMLFormElement>(null);

  const problems = useMemo(() => packageFormProblems(formValuesOf(draft)), [draft]);

  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  }, []);

  const kit: FieldKit = useMemo(
    () => ({
      idOf: (path) => pathId(prefix, path),
      errorOf: (path) => serverFields[path] ?? (showAll || touched.has(path) ? problems[path] : undefined),
      touch,
    }),
    [prefix, serverFields, showAll, touched, problems, touch],
  );

  const edit = useCallback((recipe: DraftRecipe, ...paths: string[]) => {
    setDraft((current) => createNextState(current, recipe));
    setTouched((current) => {
      const next = new Set(current);
      paths.forEach((path) => next.add(path));
      return next;
    });
    // What the server said about a field no longer holds once it changes.
    setServerFields((current) => {
      if (!paths.some((path) => path in current)) return current;
      const next = { ...current };
      paths.forEach((path) => delete next[path]);
      return next;
    });
  }, []);

  // After a refused save, the first field with a problem takes the focus (or its group's first input).
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!first) return;
    const target = first.matches('input, select, textarea') ? first : first.querySelector<HTMLElement>('input, select, textarea, button');
    (target ?? first).focus();
    first.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  const startOver = (next: PackageDraft) => {
    setDraft(next);
    setTouched(new Set());
    setShowAll(false);
    setServerFields({});
    setRefusals([]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const values = formValuesOf(draft);
    if (Object.keys(packageFormProblems(values)).length > 0) {
      setShowAll(true);
      setOutcome({ tone: 'error', text: FIX_HIGHLIGHTED });
      setFocusRequest((count) => count + 1);
      return;
    }
    setOutcome(null);
    const action = mode === 'update' ? 'update' : 'create';
    const result = await save({ id: mode === 'update' ? packageId : undefined, values, files: newImages.images.map((image) => image.file) });
    if (result.kind === 'unanswered') {
      setOutcome({ tone: 'error', text: UNEXPECTED_ERROR });
      return;
    }
    if (result.kind === 'refused') {
      setServerFields(result.fields);
      setShowAll(true);
      setOutcome({ tone: 'error', text: packageSaveFailed(action, result.message) });
      if (Object.keys(result.fields).length > 0) setFocusRequest((count) => count + 1);
      return;
    }
    newImages.clear();
    if (mode === 'update') {
      // The package as stored: the new files are now among its images.
      startOver(draftFromPackage(result.saved));
      setOutcome({ tone: 'success', text: PACKAGE_MESSAGES.updated });
    } else {
      startOver(emptyDraft());
      setMode('create');
      setOutcome({ tone: 'success', text: PACKAGE_MESSAGES.created });
    }
  };

  const addImages = (files: File[]) => {
    const { admitted, refusals: refused } = admitImages(files, newImages.images.length, draft.existingImages.length);
    setRefusals(refused);
    if (admitted.length > 0) newImages.add(admitted);
    setServerFields(({ images: _dropped, ...rest }) => rest);
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const titleId = `${prefix}-title`;

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {TITLES[mode]}
        </h2>
        {mode !== 'create' && <p className={styles.hint}>{mode === 'clone' ? 'Saved as a new package; the original stays as it is.' : `Package #${packageId}`}</p>}
      </div>

      <section className={styles.section} aria-labelledby={`${prefix}-section-details`}>
        <h3 id={`${prefix}-section-details`} className={styles.sectionTitle}>
          Package details
        </h3>
        <div className={styles.field}>
          <label htmlFor={kit.idOf('packageName')}>Package name</label>
          <input
            {...fieldProps(kit, 'packageName')}
            maxLength={FORM_LIMITS.packageName}
            value={draft.packageName}
            onChange={(event) => edit((d) => void (d.packageName = event.target.value), 'packageName')}
          />
          <FieldError kit={kit} path="packageName" />
        </div>
        <div className={styles.field}>
          <label htmlFor={kit.idOf('description.title')}>Description title (optional)</label>
          <input
            {...fieldProps(kit, 'description.title')}
            maxLength={FORM_LIMITS.title}
            value={draft.title}
            onChange={(event) => edit((d) => void (d.title = event.target.value), 'description.title')}
          />
          <FieldError kit={kit} path="description.title" />
        </div>
        <div className={styles.field}>
          <label htmlFor={kit.idOf('description.paragraph')}>Description paragraph</label>
          <textarea
            {...fieldProps(kit, 'description.paragraph')}
            rows={6}
            maxLength={FORM_LIMITS.paragraph}
            value={draft.paragraph}
            onChange={(event) => edit((d) => void (d.paragraph = event.target.value), 'description.paragraph')}
          />
          <FieldError kit={kit} path="description.paragraph" />
        </div>
        <div className={`${styles.field} ${styles.narrow}`}>
          <label htmlFor={kit.idOf('duration')}>Duration (days)</label>
          <input
            {...fieldProps(kit, 'duration')}
            type="number"
            inputMode="numeric"
            min={1}
            max={FORM_LIMITS.duration}
            step={1}
            value={draft.duration}
            onChange={(event) => edit((d) => void (d.duration = event.target.value), 'duration')}
          />
          <FieldError kit={kit} path="duration" />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-section-pricing`}>
        <h3 id={`${prefix}-section-pricing`} className={styles.sectionTitle}>
          Prices
        </h3>
        <PricingRows rows={draft.pricing} kit={kit} edit={edit} />
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-section-where`}>
        <h3 id={`${prefix}-section-where`} className={styles.sectionTitle}>
          Destinations and hotels
        </h3>
        <DestinationPickers destinations={choices.destinations} continent={draft.continent} countries={draft.countries} kit={kit} edit={edit} />
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-section-kind`}>
        <h3 id={`${prefix}-section-kind`} className={styles.sectionTitle}>
          Holiday types and inclusions
        </h3>
        <ChoiceGroup legend="Holiday types" path="holidayTypes" choices={choices.holidayTypes} chosen={draft.holidayTypes} labelOf={holidayTypeLabel} kit={kit} edit={edit} />
        <ChoiceGroup legend="Inclusions" path="inclusionIds" choices={choices.inclusions} chosen={draft.inclusionIds} labelOf={serviceLabel} kit={kit} edit={edit} />
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-section-texts`}>
        <h3 id={`${prefix}-section-texts`} className={styles.sectionTitle}>
          What is included and what is not
        </h3>
        <TextLines legend="Inclusion texts" lineName="Inclusion text" path="inclusionTexts" lines={draft.inclusionTexts} maxLength={FORM_LIMITS.inclusionText} kit={kit} edit={edit} />
        <TextLines legend="Exclusion texts" lineName="Exclusion text" path="exclusionTexts" lines={draft.exclusionTexts} maxLength={FORM_LIMITS.exclusionText} kit={kit} edit={edit} />
      </section>

      <section className={styles.section} aria-labelledby={`${prefix}-section-images`}>
        <h3 id={`${prefix}-section-images`} className={styles.sectionTitle}>
          Images
        </h3>
        <ImagePicker
          existing={draft.existingImages}
          images={newImages.images}
          refusals={refusals}
          kit={kit}
          onRemoveExisting={(url) => edit((d) => void (d.existingImages = d.existingImages.filter((kept) => kept !== url)), 'existingImages')}
          onAdd={addImages}
          onRemove={newImages.remove}
        />
      </section>

      <div className={styles.footer}>
        <Outcome message={outcome} />
        {saving && (
          <div className={styles.progress}>
            <label htmlFor={`${prefix}-progress`}>{uploadingText(percent)}</label>
            <progress id={`${prefix}-progress`} max={100} value={percent}>
              {percent}%
            </progress>
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={saving}>
            <Save size={18} aria-hidden="true" />
            {saving ? 'Saving...' : SUBMIT_LABELS[mode]}
          </button>
          {onCancel && (
            <button type="button" className={styles.cancel} onClick={onCancel} disabled={saving}>
              <Undo2 size={18} aria-hidden="true" />
              Cancel
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
