import { REFERENCE_DATA_MESSAGES as M, type ManagedHotel, REFERENCE_LIMITS } from '@agency/contracts';
import { useState } from 'react';
import { EditDialog, Field } from './parts/dialogs';
import { Choices } from './parts/filters';
import { optionsOf } from './parts/search';
import { useWrite } from './parts/useWrite';
import { useCreateHotelMutation, useUpdateHotelMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const H = T.hotels;
const STARS = Array.from({ length: REFERENCE_LIMITS.stars }, (_, i) => ({ value: String(i + 1), label: H.stars(i + 1) }));

export interface HotelDialogProps {
  countries: readonly { id: number; name: string }[];
  citiesOf(countryId: string): { id: number; name: string }[];
  /** The hotel being edited; none to add one. */
  current?: ManagedHotel;
  /** The list's filters, chosen for a new hotel. */
  preset: { country: string; city: string };
  placeOf(cityId: number): string;
  onClose(): void;
  onSaved(message: string): void;
}

/** Adds a hotel to a city (country first, then its cities), or edits one's name and stars. */
export function HotelDialog({ countries, citiesOf, current, preset, placeOf, onClose, onSaved }: HotelDialogProps) {
  const [countryId, setCountryId] = useState(preset.country);
  const [cityId, setCityId] = useState(current ? String(current.cityId) : preset.city);
  const [name, setName] = useState(current?.name ?? '');
  const [star, setStar] = useState(String(current?.star ?? 3));
  const [create] = useCreateHotelMutation();
  const [update] = useUpdateHotelMutation();
  const { failure, busy, run, errorOf, fieldProps } = useWrite('hotel-');

  const submit = async () => {
    const fields = { name, star: Number(star) };
    const saved = await run(() =>
      current ? update({ id: current.id, body: fields }).unwrap() : create({ cityId: Number(cityId) || 0, ...fields }).unwrap(),
    );
    if (saved) onSaved(saved.message);
  };
  const chooseCountry = (value: string) => {
    setCountryId(value);
    setCityId('');
  };

  return (
    <EditDialog
      title={current ? H.editTitle(current.name) : H.addTitle}
      description={current ? `${placeOf(current.cityId)}. ${H.renameNote}` : undefined}
      failure={failure}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {!current && (
        <>
          <Field id="hotel-countryId" label={T.cities.country}>
            <select id="hotel-countryId" value={countryId} onChange={(e) => chooseCountry(e.target.value)}>
              <Choices none={M.countryId} options={optionsOf(countries)} />
            </select>
          </Field>
          <Field id="hotel-cityId" label={H.city} error={errorOf('cityId')}>
            <select
              id="hotel-cityId"
              value={cityId}
              disabled={countryId === ''}
              onChange={(e) => setCityId(e.target.value)}
              {...fieldProps('cityId')}
            >
              <Choices none={M.cityId} options={optionsOf(citiesOf(countryId))} />
            </select>
          </Field>
        </>
      )}
      <Field id="hotel-name" label={H.name} error={errorOf('name')}>
        <input
          id="hotel-name"
          value={name}
          maxLength={REFERENCE_LIMITS.hotelName}
          onChange={(e) => setName(e.target.value)}
          {...fieldProps('name')}
        />
      </Field>
      <Field id="hotel-star" label={H.star} error={errorOf('star')}>
        <select id="hotel-star" value={star} onChange={(e) => setStar(e.target.value)} {...fieldProps('star')}>
          {STARS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    </EditDialog>
  );
}
