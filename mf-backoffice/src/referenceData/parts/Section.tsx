import { Plus } from 'lucide-react';
import { type Key, type ReactNode, useState } from 'react';
import { type Column, DataTable, kit, Outcome, type OutcomeMessage, tableCss } from '../../kit';
import styles from '../ReferenceData.module.css';
import { REFERENCE_TEXTS as T } from '../texts';
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';
import { ROWS_SHOWN } from './search';

/** What a section has open: the add or edit dialog (`'new'` or the row), the delete question, and the last write's outcome. */
export function useSection<Row>() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  return {
    editing,
    deleting,
    outcome,
    add: () => setEditing('new'),
    edit: (row: Row) => setEditing(row),
    remove: (row: Row) => setDeleting(row),
    close: () => {
      setEditing(null);
      setDeleting(null);
    },
    /** A write went through: its dialog closes and the server's message shows over the table. */
    done: (message: string) => {
      setEditing(null);
      setDeleting(null);
      setOutcome({ tone: 'success', text: message });
    },
  };
}

export interface SectionFrameProps<Row> {
  /** The section's state (useSection). */
  section: ReturnType<typeof useSection<Row>>;
  /** The search and select filters. */
  filters: ReactNode;
  addLabel: string;
  /** How a row is deleted: its name, the question asked, and the call. */
  deletion(row: Row): Pick<DeleteDialogProps, 'name' | 'question' | 'remove'>;
  /** The rows the filters keep (the table shows the first ROWS_SHOWN), out of `total`. */
  rows: readonly Row[];
  total: number;
  noun: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): Key;
  caption: string;
  empty: string;
  /** The add or edit dialog, when open. */
  children?: ReactNode;
}

/** A reference data section: the filters and the Add button, the last outcome, the count line and the table (cards on phones). */
export function SectionFrame<Row>({ section, filters, addLabel, deletion, rows, total, noun, children, ...table }: SectionFrameProps<Row>) {
  return (
    <div className={kit.stack}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>{filters}</div>
        <button type="button" className={kit.primary} onClick={section.add}>
          <Plus size={18} aria-hidden="true" />
          {addLabel}
        </button>
      </div>
      <Outcome message={section.outcome} />
      <p className={kit.hint} aria-live="polite">
        {T.shown(rows.length, total, noun)}
        {rows.length > ROWS_SHOWN && T.firstOnly(ROWS_SHOWN)}
      </p>
      <DataTable
        {...table}
        rows={rows.slice(0, ROWS_SHOWN)}
        loading={T.loading}
        className={{ wrap: `${tableCss.wrap} ${tableCss.stackedWrap}`, table: `${tableCss.table} ${tableCss.stacked}` }}
      />
      {children}
      {section.deleting && <DeleteDialog {...deletion(section.deleting)} onClose={section.close} onDeleted={section.done} />}
    </div>
  );
}
