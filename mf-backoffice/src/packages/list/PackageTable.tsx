import type { ReactNode } from 'react';
import { type Column, DataTable, kit, tableCss } from '../../kit';
import { LOADING_PACKAGES, NO_PACKAGES } from '../../messages';
import { durationText, firstPriceText } from '../labels';
import { PublishButton, StatusBadges } from '../publishing/PublishingBadges';
import { Thumbnail } from '../Thumbnail';
import styles from './PackageList.module.css';
import { RowActions } from './RowActions';

export type { PackageRow } from './packageRow';

import type { PackageRow } from './packageRow';

interface Props {
  /** The page's rows; undefined until the first answer. */
  rows: readonly PackageRow[] | undefined;
  page: number;
  /** Another page or filter is on its way. */
  busy: boolean;
  /** The fetch failed (with its Try again), shown instead of the table. */
  error?: ReactNode;
  onUpdate: (id: number) => void;
  onClone: (id: number) => void;
  onDelete: (row: PackageRow) => void;
  /** Publish a draft or unpublish a published package. */
  onTogglePublished: (row: PackageRow) => void;
  /** The row whose publishing change is on its way. */
  publishingId?: number;
}

/** The packages of one page: thumbnail, name, first price or N/A, 'N days', and Update, Clone and Delete per row. */
export function PackageTable({ rows, page, busy, error, onUpdate, onClone, onDelete, onTogglePublished, publishingId }: Props) {
  const columns: Column<PackageRow>[] = [
    {
      header: 'Image',
      headerHidden: true,
      className: styles.thumbCell,
      cell: (row) => (row.images[0] ? <Thumbnail src={row.images[0]} alt="" width={72} height={54} lazy /> : null),
    },
    {
      header: 'Package',
      className: `${kit.name} ${styles.name}`,
      cell: (row) => (
        <>
          {row.packageName}
          <span className={kit.sub}>#{row._id}</span>
        </>
      ),
    },
    { header: 'Status', labelled: true, cell: (row) => <StatusBadges published={row.published} homePlaces={row.homePlaces} /> },
    { header: 'Price', labelled: true, cell: (row) => firstPriceText(row.pricing) },
    { header: 'Duration', labelled: true, cell: (row) => durationText(row.duration) },
    {
      header: 'Actions',
      headerHidden: true,
      className: styles.actions,
      cell: (row) => (
        <>
          <PublishButton
            published={row.published}
            packageName={row.packageName}
            busy={publishingId === row._id}
            onClick={() => onTogglePublished(row)}
          />
          <RowActions row={row} onUpdate={onUpdate} onClone={onClone} onDelete={onDelete} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      caption={`Packages, page ${page}`}
      loading={LOADING_PACKAGES}
      empty={NO_PACKAGES}
      error={error}
      busy={busy}
      className={{ wrap: styles.tableWrap, table: `${tableCss.headless} ${styles.table}` }}
    />
  );
}
