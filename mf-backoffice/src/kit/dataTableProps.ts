import type { HTMLAttributes, Key, ReactNode } from 'react';

/** One column: its header, how a row's cell reads, and how the cell is styled and labelled. */
export interface Column<Row> {
  /** The header's text (also the cell's label on phones, `data-label`). */
  header: string;
  /** The header is read by screen readers only (a thumbnail's or the row actions' column). */
  headerHidden?: boolean;
  /** React's key for the column; the header by default. */
  key?: string;
  cell: (row: Row) => ReactNode;
  /** The cell's class (the screen's own look). */
  className?: string;
  /** Whether the cell carries its header as `data-label` (a screen's phone card layout shows it). */
  labelled?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  /** The rows; undefined while the first answer is on its way (the loading line shows). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** The table's name: a caption (read by screen readers, not shown) … */
  caption?: ReactNode;
  /** … or a label, when there is no caption. */
  'aria-label'?: string;
  /** The loading line, shown while `rows` is undefined. */
  loading: ReactNode;
  /** The line that stands in for a table of no rows. */
  empty: ReactNode;
  /** What went wrong, shown instead of the table, the loading and the empty line when given. */
  error?: ReactNode;
  /** Rows on their way (a filter or a page being fetched): the rows shown are dimmed. */
  busy?: boolean;
  /**
   * 'stacked': on phones each row becomes a card of its labelled cells (nothing scrolls
   * sideways); 'scroll' (the default): the table keeps its columns and scrolls.
   */
  layout?: 'scroll' | 'stacked';
  /** Cells of several lines read from the top. */
  alignTop?: boolean;
  /** The wrapper's and the table's extra classes (the screen's own look). */
  className?: { wrap?: string; table?: string };
  /** Attributes of a row (its class, a click that opens it). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
}
