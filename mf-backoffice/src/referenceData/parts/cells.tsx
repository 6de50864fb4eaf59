import { Pencil, Trash2 } from 'lucide-react';
import type { Column } from '../../kit';
import kit from '../../kit/kit.module.css';
import styles from '../ReferenceData.module.css';
import { REFERENCE_TEXTS as T } from '../texts';

/** 'Used by 3 packages' or 'Not used'. */
export function UsesCell({ count }: { count: number }) {
  return <span className={count > 0 ? `${kit.badge} ${kit.calm}` : kit.muted}>{count > 0 ? T.inUseNote(count) : T.unused}</span>;
}

/** The packages column every section ends with: how many packages use the row. */
export function usesColumn<Row extends { packages: number }>(): Column<Row> {
  return { header: T.packages, cell: (row) => <UsesCell count={row.packages} />, labelled: true };
}

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <span className={styles.rowActions}>
      <button type="button" className={kit.rowButton} onClick={onEdit} aria-label={`${T.edit} ${name}`}>
        <Pencil size={16} aria-hidden="true" />
        <span aria-hidden="true">{T.edit}</span>
      </button>
      <button type="button" className={`${kit.rowButton} ${kit.rowDelete}`} onClick={onDelete} aria-label={`${T.delete} ${name}`}>
        <Trash2 size={16} aria-hidden="true" />
        <span aria-hidden="true">{T.delete}</span>
      </button>
    </span>
  );
}

/** The last column: Edit and Delete, named for the row (`nameOf`) for screen readers. */
export function actionsColumn<Row>(nameOf: (row: Row) => string, on: { edit(row: Row): void; remove(row: Row): void }): Column<Row> {
  return {
    header: T.actions,
    headerHidden: true,
    cell: (row) => <RowActions name={nameOf(row)} onEdit={() => on.edit(row)} onDelete={() => on.remove(row)} />,
  };
}
