import { Copy, Pencil, Trash2 } from 'lucide-react';
import { kit } from '../../kit';
import styles from './PackageList.module.css';
import type { PackageRow } from './packageRow';

interface Props {
  row: PackageRow;
  onUpdate: (id: number) => void;
  onClone: (id: number) => void;
  onDelete: (row: PackageRow) => void;
}

/** A package row's Update, Clone and Delete, each named after the package for screen readers. */
export function RowActions({ row, onUpdate, onClone, onDelete }: Props) {
  return (
    <>
      <button type="button" className={styles.rowButton} aria-label={`Update ${row.packageName}`} onClick={() => onUpdate(row._id)}>
        <Pencil size={16} aria-hidden="true" />
        Update
      </button>
      <button type="button" className={styles.rowButton} aria-label={`Clone ${row.packageName}`} onClick={() => onClone(row._id)}>
        <Copy size={16} aria-hidden="true" />
        Clone
      </button>
      <button
        type="button"
        className={`${styles.rowButton} ${kit.rowDelete}`}
        aria-label={`Delete ${row.packageName}`}
        onClick={() => onDelete(row)}
      >
        <Trash2 size={16} aria-hidden="true" />
        Delete
      </button>
    </>
  );
}
