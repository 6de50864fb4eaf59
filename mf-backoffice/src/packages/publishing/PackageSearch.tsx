import { Search } from 'lucide-react';
import { useId } from 'react';
import { filterCss, kit } from '../../kit';
import { SEARCH_PACKAGES, STATUS_CHOICES, STATUS_FILTER } from '../../messages';
import type { ListFilters } from '../list/listQuery';
import styles from './Publishing.module.css';

interface Props {
  search: string;
  status: ListFilters['status'];
  onChange: (change: Pick<ListFilters, 'search' | 'status'>) => void;
}

/** The staff list's search by name or id, and which packages it shows (all, published, drafts). */
export function PackageSearch({ search, status, onChange }: Props) {
  const prefix = useId();
  return (
    <div className={kit.inlineForm} role="search">
      <div className={`${kit.field} ${styles.searchField}`}>
        <label htmlFor={`${prefix}-search`}>{SEARCH_PACKAGES}</label>
        <div className={filterCss.searchBox}>
          <Search size={18} aria-hidden="true" />
          <input
            id={`${prefix}-search`}
            type="search"
            maxLength={200}
            value={search}
            autoComplete="off"
            onChange={(event) => onChange({ search: event.target.value, status })}
          />
        </div>
      </div>
      <div className={kit.field}>
        <label htmlFor={`${prefix}-status`}>{STATUS_FILTER}</label>
        <select
          id={`${prefix}-status`}
          value={status}
          onChange={(event) => onChange({ search, status: event.target.value as ListFilters['status'] })}
        >
          {(Object.keys(STATUS_CHOICES) as (keyof typeof STATUS_CHOICES)[]).map((value) => (
            <option key={value} value={value}>
              {STATUS_CHOICES[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
