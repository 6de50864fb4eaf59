import { REFERENCE_DATA_MESSAGES as M, type ManagedCountry, REFERENCE_LIMITS } from '@agency/contracts';
import { useState } from 'react';
import kit from '../kit/kit.module.css';
import { EditDialog, Field } from './parts/dialogs';
import { Choices } from './parts/filters';
import { optionsOf } from './parts/search';
import { useWrite } from './parts/useWrite';
import { useCreateCountryMutation, useUpdateCountryMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const C = T.countries;

export interface CountryDialogProps {
  continents: readonly { id: number; name: string }[];
  /** The country being edited; none to add one. */
  current?: ManagedCountry;
  onClose(): void;
  onSaved(message: string): void;
}

/** Adds or edits a country: its continent, name, texts and whether the menu lists it. */
export function CountryDialog({ continents, current, onClose, onSaved }: CountryDialogProps) {
  const [draft, setDraft] = useState({
    continentId: current ? String(current.continentId) : '',
    name: current?.name ?? '',
    intro: current?.intro ?? '',
    more: current?.more ?? '',
    inMenu: current?.inMenu ?? true,
  });
  const [create] = useCreateCountryMutation();
  const [update] = useUpdateCountryMutation();
  const { failure, busy, run, errorOf, fieldProps } = useWrite('country-');
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'name' | 'intro' | 'more') => ({
    id: `country-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    ...fieldProps(key),
  });

  const submit = async () => {
    const body = { ...draft, continentId: Number(draft.continentId) || 0 };
    const saved = await run(() => (current ? update({ id: current.id, body }).unwrap() : create(body).unwrap()));
    if (saved) onSaved(saved.message);
  };

  return (
    <EditDialog
      title={current ? C.editTitle(current.name) : C.addTitle}
      description={current && current.packages > 0 ? C.movedNote : undefined}
      failure={failure}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field id="country-continentId" label={C.continent} error={errorOf('continentId')}>
        <select
          id="country-continentId"
          value={draft.continentId}
          onChange={(e) => set('continentId', e.target.value)}
          {...fieldProps('continentId')}
        >
          <Choices none={M.continentId} options={optionsOf(continents)} />
        </select>
      </Field>
      <Field id="country-name" label={C.name} error={errorOf('name')}>
        <input maxLength={REFERENCE_LIMITS.placeName} {...text('name')} />
      </Field>
      <Field id="country-intro" label={C.intro} error={errorOf('intro')}>
        <textarea rows={3} maxLength={REFERENCE_LIMITS.intro} {...text('intro')} />
      </Field>
      <Field id="country-more" label={C.more} error={errorOf('more')}>
        <textarea rows={4} maxLength={REFERENCE_LIMITS.more} {...text('more')} />
      </Field>
      <label className={kit.check}>
        <input type="checkbox" checked={draft.inMenu} onChange={(e) => set('inMenu', e.target.checked)} />
        {C.inMenu}
      </label>
    </EditDialog>
  );
}
