import { REFERENCE_DATA_MESSAGES as M, type ManagedHotel, type ManagedReferenceData, REFERENCE_LIMITS } from '@agency/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable } from '../kit/DataTable';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import styles from './ReferenceData.module.css';
import { useCreateHotelMutation, useDeleteHotelMutation, useUpdateHotelMutation } from './referenceDataApi';
import {
  CountLine,
  DeleteDialog,
  EditDialog,
  Field,
  matches,
  ROWS_SHOWN,
  RowActions,
  SearchField,
  SelectFilter,
  UsesCell,
  useWrite,
} from './shared';
import { REFERENCE_TEXTS as T } from './texts';

const H = T.hotels;
const STARS = Array.from({ length: REFERENCE_LIMITS.stars }, (_, i) => i + 1);
type Editing = { kind: 'add' } | { kind: 'edit'; hotel: ManagedHotel };

/** Each city's hotel list (what the package form suggests): search, add, edit and delete. */
export function HotelsSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ManagedHotel | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const countryName = new Map(data.countries.map((c) => [c.id, c.name]));
  const cityById = new Map(data.cities.map((c) => [c.id, c]));
  const placeOf = (cityId: number) => {
    const found = cityById.get(cityId);
    return found ? `${found.name}, ${countryName.get(found.countryId) ?? ''}` : '';
  };
  const countries = [...data.countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const citiesOf = (countryId: string) =>
    data.cities.filter((c) => String(c.countryId) === countryId).sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const rows = data.hotels.filter((hotel) => {
    const place = cityById.get(hotel.cityId);
    if (country !== '' && String(place?.countryId) !== country) return false;
    if (city !== '' && String(hotel.cityId) !== city) return false;
    return matches(search, hotel.name, placeOf(hotel.cityId));
  });
  const columns: Column<ManagedHotel>[] = [
    { header: H.name, cell: (hotel) => <strong>{hotel.name}</strong>, labelled: true },
    { header: H.city, cell: (hotel) => placeOf(hotel.cityId), labelled: true },
    { header: H.star, cell: (hotel) => H.stars(hotel.star), labelled: true },
    { header: T.packages, cell: (hotel) => <UsesCell count={hotel.packages} />, labelled: true },
    {
      header: T.actions,
      headerHidden: true,
      cell: (hotel) => (
        <RowActions
          name={`${hotel.name}, ${placeOf(hotel.cityId)}`}
          onEdit={() => setEditing({ kind: 'edit', hotel })}
          onDelete={() => setDeleting(hotel)}
        />
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchField id="hotel-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="hotel-country"
            label={T.cities.country}
            value={country}
            onChange={(value) => {
              setCountry(value);
              setCity('');
            }}
            all={T.allCountries}
            options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          {country !== '' && (
            <SelectFilter
              id="hotel-city"
              label={H.city}
              value={city}
              onChange={setCity}
              all={T.allCities}
              options={citiesOf(country).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
        </div>
        <button type="button" className={styles.primary} onClick={() => setEditing({ kind: 'add' })}>
          <Plus size={18} aria-hidden="true" />
          {H.add}
        </button>
      </div>
      <Outcome message={outcome} />
      <CountLine shown={rows.length} total={data.hotels.length} noun={H.noun} />
      <DataTable
        columns={columns}
        rows={rows.slice(0, ROWS_SHOWN)}
        rowKey={(hotel) => hotel.id}
        caption={H.tab}
        loading={T.loading}
        empty={H.empty}
        className={{ wrap: styles.tableWrap, table: styles.table }}
      />
      {editing && (
        <HotelDialog
          countries={countries}
          citiesOf={citiesOf}
          editing={editing}
          preset={{ country, city }}
          placeOf={placeOf}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: message });
          }}
        />
      )}
      {deleting && (
        <DeleteHotel
          hotel={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setOutcome({ tone: 'success', text: message });
          }}
        />
      )}
    </div>
  );
}

function HotelDialog({
  countries,
  citiesOf,
  editing,
  preset,
  placeOf,
  onClose,
  onSaved,
}: {
  countries: readonly { id: number; name: string }[];
  citiesOf(countryId: string): { id: number; name: string }[];
  editing: Editing;
  preset: { country: string; city: string };
  placeOf(cityId: number): string;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const current = editing.kind === 'edit' ? editing.hotel : undefined;
  const [countryId, setCountryId] = useState(preset.country);
  const [cityId, setCityId] = useState(current ? String(current.cityId) : preset.city);
  const [name, setName] = useState(current?.name ?? '');
  const [star, setStar] = useState(String(current?.star ?? 3));
  const [create] = useCreateHotelMutation();
  const [update] = useUpdateHotelMutation();
  const { failure, busy, run } = useWrite();
  const errorOf = (field: string) => failure?.fields[field];
  const described = (field: string) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `hotel-${field}-error` } : {});

  const submit = async () => {
    const fields = { name, star: Number(star) };
    const saved = await run(() =>
      current ? update({ id: current.id, body: fields }).unwrap() : create({ cityId: Number(cityId) || 0, ...fields }).unwrap(),
    );
    if (saved) onSaved(saved.message);
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
            <select
              id="hotel-countryId"
              value={countryId}
              onChange={(e) => {
                setCountryId(e.target.value);
                setCityId('');
              }}
            >
              <option value="">{M.countryId}</option>
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="hotel-cityId" label={H.city} error={errorOf('cityId')}>
            <select
              id="hotel-cityId"
              value={cityId}
              disabled={countryId === ''}
              onChange={(e) => setCityId(e.target.value)}
              {...described('cityId')}
            >
              <option value="">{M.cityId}</option>
              {citiesOf(countryId).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
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
          {...described('name')}
        />
      </Field>
      <Field id="hotel-star" label={H.star} error={errorOf('star')}>
        <select id="hotel-star" value={star} onChange={(e) => setStar(e.target.value)} {...described('star')}>
          {STARS.map((n) => (
            <option key={n} value={n}>
              {H.stars(n)}
            </option>
          ))}
        </select>
      </Field>
    </EditDialog>
  );
}

function DeleteHotel({ hotel, onClose, onDeleted }: { hotel: ManagedHotel; onClose(): void; onDeleted(message: string): void }) {
  const [remove] = useDeleteHotelMutation();
  const { failure, busy, run } = useWrite();
  const confirm = async () => {
    const done = await run(() => remove(hotel.id).unwrap());
    if (done) onDeleted(done.message);
  };
  return (
    <DeleteDialog
      name={hotel.name}
      question={H.deleteQuestion}
      failure={failure}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
