import { Search } from 'lucide-react';
import filterCss from '../../kit/filters.module.css';
import styles from '../ReferenceData.module.css';

export function SearchField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <span className={filterCss.searchBox}>
        <Search size={16} aria-hidden="true" />
        <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
      </span>
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A select's options after the one that stands for none chosen (all of them, or "Choose …"). */
export function Choices({ none, options }: { none: string; options: readonly Choice[] }) {
  return (
    <>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function SelectFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  all: string;
  options: readonly Choice[];
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <Choices none={props.all} options={props.options} />
      </select>
    </div>
  );
}
