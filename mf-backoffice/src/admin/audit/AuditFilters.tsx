import { AUDITED_ACTIONS, type AuditFilterValues, auditActionWords, auditFilterForm, auditFilterFormValidator } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { Search, X } from 'lucide-react';
import { filterCss, kit } from '../../kit';
import { FilterField, inputOf } from './AuditFilterField';
import styles from './AuditLog.module.css';

/** The filters as the call takes them: only the fields filled in. */
export type AuditFilters = Partial<AuditFilterValues>;

const EMPTY = { actor: '', action: '', target: '', from: '', to: '' };
/** The actions a person picks from, in the order of their words. */
const ACTIONS_BY_WORDS = [...AUDITED_ACTIONS].sort((a, b) => auditActionWords(a).localeCompare(auditActionWords(b)));

interface Props {
  /** The filters the log is read with now (from the address): the fields start with them. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/**
 * The audit log's filters (react-hook-form, checked by the contract's compiled validator):
 * username, action (the actions the contracts record), target id and a range of days. They
 * apply on Apply filters (the log is long; each change need not ask the server).
 */
export function AuditFilterForm({ applied, onApply }: Props) {
  const { field, handleSubmit, reset } = useContractForm<typeof auditFilterForm, AuditFilters>(auditFilterFormValidator, auditFilterForm, {
    ...EMPTY,
    ...applied,
  });

  const [actor, action, target, from, to] = (['actor', 'action', 'target', 'from', 'to'] as const).map(field);

  const clear = () => {
    reset(EMPTY);
    onApply({});
  };

  return (
    <form className={styles.filters} aria-label="Audit log filters" onSubmit={handleSubmit(onApply)} noValidate>
      <FilterField label="Username" error={actor.error}>
        {(id, described) => <input id={id} autoComplete="off" spellCheck={false} {...described} {...inputOf(actor)} />}
      </FilterField>
      <FilterField label="Action" error={action.error}>
        {(id, described) => (
          <select id={id} {...described} {...inputOf(action)}>
            <option value="">Any action</option>
            {ACTIONS_BY_WORDS.map((name) => (
              <option key={name} value={name}>
                {auditActionWords(name)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label="Target id" error={target.error}>
        {(id, described) => <input id={id} autoComplete="off" {...described} {...inputOf(target)} />}
      </FilterField>
      <FilterField label="From (day)" error={from.error}>
        {(id, described) => <input id={id} type="date" {...described} {...inputOf(from)} />}
      </FilterField>
      <FilterField label="To (day)" error={to.error}>
        {(id, described) => <input id={id} type="date" {...described} {...inputOf(to)} />}
      </FilterField>
      <div className={filterCss.actions}>
        <button type="submit" className={kit.primary}>
          <Search size={18} aria-hidden="true" />
          Apply filters
        </button>
        <button type="button" className={kit.secondary} onClick={clear}>
          <X size={18} aria-hidden="true" />
          Clear
        </button>
      </div>
    </form>
  );
}
