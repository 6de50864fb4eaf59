import { REFERENCE_DATA_MESSAGES as M, type ManagedCountry, type ManagedReferenceData, REFERENCE_LIMITS } from '@agency/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable } from '../kit/DataTable';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import styles from './ReferenceData.module.css';
import { useCreateCountryMutation, useDeleteCountryMutation, useUpdateCountryMutation } from './referenceDataApi';
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

const C = T.countries;

interface Draft {
  continentId: string;
  name: string;
  intro: string;
  more: string;
  inMenu: boolean;
}

type Editing = { kind: 'add' } | { kind: 'edit'; country: ManagedCountry };

/** The countries of every continent: search, add, edit (texts, menu listing, continent) and delete. */
export function CountriesSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [continent, setContinent] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ManagedCountry | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const continentName = new Map(data.continents.map((c) => [c.id, c.name]));
  const cityCount = (id: number) => data.cities.filter((city) => city.countryId === id).length;

  const rows = data.countries.filter(
    (country) =>
      (continent === '' || String(country.continentId) === continent) &&
      matches(search, country.name, continentName.get(country.continentId) ?? ''),
  );
  const columns: Column<ManagedCountry>[] = [
    {
      header: C.name,
      cell: (country) => (
        <span className={styles.nameCell}>
          <strong>{country.name}</strong>
          <span className={styles.subtle}>/{country.route}</span>
        </span>
      ),
      labelled: true,
    },
    { header: C.continent, cell: (country) => continentName.get(country.continentId), labelled: true },
    { header: C.cities, cell: (country) => cityCount(country.id), labelled: true },
    { header: C.inMenuShort, cell: (country) => (country.inMenu ? T.yes : T.no), labelled: true },
    { header: T.packages, cell: (country) => <UsesCell count={country.packages} />, labelled: true },
    {
      header: T.actions,
      headerHidden: true,
      cell: (country) => (
        <RowActions name={country.name} onEdit={() => setEditing({ kind: 'edit', country })} onDelete={() => setDeleting(country)} />
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchField id="country-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="country-continent"
            label={C.continent}
            value={continent}
            onChange={setContinent}
            all={T.allContinents}
            options={data.continents.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
        <button type="button" className={styles.primary} onClick={() => setEditing({ kind: 'add' })}>
          <Plus size={18} aria-hidden="true" />
          {C.add}
        </button>
      </div>
      <Outcome message={outcome} />
      <CountLine shown={rows.length} total={data.countries.length} noun={C.noun} />
      <DataTable
        columns={columns}
        rows={rows.slice(0, ROWS_SHOWN)}
        rowKey={(country) => country.id}
        caption={C.tab}
        loading={T.loading}
        empty={C.empty}
        className={{ wrap: styles.tableWrap, table: styles.table }}
      />
      {editing && (
        <CountryDialog
          data={data}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: message });
          }}
        />
      )}
      {deleting && (
        <DeleteCountry
          country={deleting}
          cities={cityCount(deleting.id)}
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

function CountryDialog({
  data,
  editing,
  onClose,
  onSaved,
}: {
  data: ManagedReferenceData;
  editing: Editing;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const current = editing.kind === 'edit' ? editing.country : undefined;
  const [draft, setDraft] = useState<Draft>({
    continentId: current ? String(current.continentId) : '',
    name: current?.name ?? '',
    intro: current?.intro ?? '',
    more: current?.more ?? '',
    inMenu: current?.inMenu ?? true,
  });
  const [create] = useCreateCountryMutation();
  const [update] = useUpdateCountryMutation();
  const { failure, busy, run } = useWrite();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (field: string) => failure?.fields[field];
  const described = (field: string) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `country-${field}-error` } : {});

  const submit = async () => {
    const body = {
      continentId: Number(draft.continentId) || 0,
      name: draft.name,
      intro: draft.intro,
      more: draft.more,
      inMenu: draft.inMenu,
    };
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
          {...described('continentId')}
        >
          <option value="">{M.continentId}</option>
          {data.continents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="country-name" label={C.name} error={errorOf('name')}>
        <input
          id="country-name"
          value={draft.name}
          maxLength={REFERENCE_LIMITS.placeName}
          onChange={(e) => set('name', e.target.value)}
          {...described('name')}
        />
      </Field>
      <Field id="country-intro" label={C.intro} error={errorOf('intro')}>
        <textarea
          id="country-intro"
          rows={3}
          value={draft.intro}
          maxLength={REFERENCE_LIMITS.intro}
          onChange={(e) => set('intro', e.target.value)}
          {...described('intro')}
        />
      </Field>
      <Field id="country-more" label={C.more} error={errorOf('more')}>
        <textarea
          id="country-more"
          rows={4}
          value={draft.more}
          maxLength={REFERENCE_LIMITS.more}
          onChange={(e) => set('more', e.target.value)}
          {...described('more')}
        />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.inMenu} onChange={(e) => set('inMenu', e.target.checked)} />
        {C.inMenu}
      </label>
    </EditDialog>
  );
}

function DeleteCountry({
  country,
  cities,
  onClose,
  onDeleted,
}: {
  country: ManagedCountry;
  cities: number;
  onClose(): void;
  onDeleted(message: string): void;
}) {
  const [remove] = useDeleteCountryMutation();
  const { failure, busy, run } = useWrite();
  const confirm = async () => {
    const done = await run(() => remove(country.id).unwrap());
    if (done) onDeleted(done.message);
  };
  return (
    <DeleteDialog
      name={country.name}
      question={C.deleteQuestion(cities)}
      failure={failure}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
