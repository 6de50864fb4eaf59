import { REFERENCE_DATA_MESSAGES as M, type ManagedCity, type ManagedReferenceData, REFERENCE_LIMITS } from '@agency/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable } from '../kit/DataTable';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import styles from './ReferenceData.module.css';
import { useCreateCityMutation, useDeleteCityMutation, useUpdateCityMutation } from './referenceDataApi';
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

const C = T.cities;
type Editing = { kind: 'add' } | { kind: 'edit'; city: ManagedCity };

/** The cities of every country: search, add to a country, rename (in place) and delete. */
export function CitiesSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ManagedCity | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const countryName = new Map(data.countries.map((c) => [c.id, c.name]));
  const hotelCount = (id: number) => data.hotels.filter((hotel) => hotel.cityId === id).length;
  const countries = [...data.countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const rows = data.cities.filter(
    (city) => (country === '' || String(city.countryId) === country) && matches(search, city.name, countryName.get(city.countryId) ?? ''),
  );
  const columns: Column<ManagedCity>[] = [
    { header: C.name, cell: (city) => <strong>{city.name}</strong>, labelled: true },
    { header: C.country, cell: (city) => countryName.get(city.countryId), labelled: true },
    { header: C.hotels, cell: (city) => hotelCount(city.id), labelled: true },
    { header: T.packages, cell: (city) => <UsesCell count={city.packages} />, labelled: true },
    {
      header: T.actions,
      headerHidden: true,
      cell: (city) => (
        <RowActions
          name={`${city.name}, ${countryName.get(city.countryId)}`}
          onEdit={() => setEditing({ kind: 'edit', city })}
          onDelete={() => setDeleting(city)}
        />
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchField id="city-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="city-country"
            label={C.country}
            value={country}
            onChange={setCountry}
            all={T.allCountries}
            options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
        <button type="button" className={styles.primary} onClick={() => setEditing({ kind: 'add' })}>
          <Plus size={18} aria-hidden="true" />
          {C.add}
        </button>
      </div>
      <Outcome message={outcome} />
      <CountLine shown={rows.length} total={data.cities.length} noun={C.noun} />
      <DataTable
        columns={columns}
        rows={rows.slice(0, ROWS_SHOWN)}
        rowKey={(city) => city.id}
        caption={C.tab}
        loading={T.loading}
        empty={C.empty}
        className={{ wrap: styles.tableWrap, table: styles.table }}
      />
      {editing && (
        <CityDialog
          countries={countries}
          editing={editing}
          preset={country}
          countryName={(id) => countryName.get(id) ?? ''}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: message });
          }}
        />
      )}
      {deleting && (
        <DeleteCity
          city={deleting}
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

function CityDialog({
  countries,
  editing,
  preset,
  countryName,
  onClose,
  onSaved,
}: {
  countries: readonly { id: number; name: string }[];
  editing: Editing;
  /** The country the list is filtered by, chosen for a new city. */
  preset: string;
  countryName(id: number): string;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const current = editing.kind === 'edit' ? editing.city : undefined;
  const [countryId, setCountryId] = useState(current ? String(current.countryId) : preset);
  const [name, setName] = useState(current?.name ?? '');
  const [create] = useCreateCityMutation();
  const [update] = useUpdateCityMutation();
  const { failure, busy, run } = useWrite();
  const errorOf = (field: string) => failure?.fields[field];
  const described = (field: string) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `city-${field}-error` } : {});

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
          <select id="city-countryId" value={countryId} onChange={(e) => setCountryId(e.target.value)} {...described('countryId')}>
            <option value="">{M.countryId}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id="city-name" label={C.name} error={errorOf('name')}>
        <input
          id="city-name"
          value={name}
          maxLength={REFERENCE_LIMITS.placeName}
          onChange={(e) => setName(e.target.value)}
          {...described('name')}
        />
      </Field>
    </EditDialog>
  );
}

function DeleteCity({ city, onClose, onDeleted }: { city: ManagedCity; onClose(): void; onDeleted(message: string): void }) {
  const [remove] = useDeleteCityMutation();
  const { failure, busy, run } = useWrite();
  const confirm = async () => {
    const done = await run(() => remove(city.id).unwrap());
    if (done) onDeleted(done.message);
  };
  return (
    <DeleteDialog
      name={city.name}
      question={C.deleteQuestion}
      failure={failure}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
