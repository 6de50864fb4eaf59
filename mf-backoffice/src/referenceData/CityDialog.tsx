import { REFERENCE_DATA_MESSAGES as M, type ManagedCity, REFERENCE_LIMITS } from '@agency/contracts';
import { useState } from 'react';
import { EditDialog, Field } from './parts/dialogs';
import { Choices } from './parts/filters';
import { optionsOf } from './parts/search';
import { useWrite } from './parts/useWrite';
import { useCreateCityMutation, useUpdateCityMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const C = T.cities;

export interface CityDialogProps {
  countries: readonly { id: number; name: string }[];
  /** The city being renamed; none to add one. */
  current?: ManagedCity;
  /** The country the list is filtered by, chosen for a new city. */
  preset: string;
  countryName(id: number): string;
  onClose(): void;
  onSaved(message: string): void;
}

/** Adds a city to a country, or renames one (its country stays). */
export function CityDialog({ countries, current, preset, countryName, onClose, onSaved }: CityDialogProps) {
  const [countryId, setCountryId] = useState(current ? String(current.countryId) : preset);
  const [name, setName] = useState(current?.name ?? '');
  const [create] = useCreateCityMutation();
  const [update] = useUpdateCityMutation();
  const { failure, busy, run, errorOf, fieldProps } = useWrite('city-');

  const submit = async () => {
    const saved = await run(() =>
      current ? update({ id: current.id, body: { name } }).unwrap() : create({ countryId: Number(countryId) || 0, name }).unwrap(),
    );
    if (saved) onSaved(saved.message);
  };

  return (
    <EditDialog
      title={current ? C.editTitle(current.name) : C.addTitle}
      description={current ? `${countryName(current.countryId)}. ${C.renameNote}` : undefined}
      failure={failure}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {!current && (
        <Field id="city-countryId" label={C.country} error={errorOf('countryId')}>
          <select id="city-countryId" value={countryId} onChange={(e) => setCountryId(e.target.value)} {...fieldProps('countryId')}>
            <Choices none={M.countryId} options={optionsOf(countries)} />
          </select>
        </Field>
      )}
      <Field id="city-name" label={C.name} error={errorOf('name')}>
        <input
          id="city-name"
          value={name}
          maxLength={REFERENCE_LIMITS.placeName}
          onChange={(e) => setName(e.target.value)}
          {...fieldProps('name')}
        />
      </Field>
    </EditDialog>
  );
}
