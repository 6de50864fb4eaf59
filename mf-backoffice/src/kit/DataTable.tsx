import type { DataTableProps } from './dataTableProps';
import table from './table.module.css';

export type { Column, DataTableProps } from './dataTableProps';

/**
 * The back office's data table (users, packages, requests): a named table with column
 * headers (`scope="col"`), one row per item, and the calm lines that stand in for it while it
 * loads, when it has no rows, or when the rows could not be fetched. A table of no rows is
 * no table at all: the empty line says so instead.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  empty,
  error,
  busy,
  layout = 'scroll',
  alignTop,
  className,
  rowProps,
  ...named
}: DataTableProps<Row>) {
  const stacked = layout === 'stacked';
  if (error) return <>{error}</>;
  if (rows === undefined) {
    return (
      <p className={table.placeholder} role="status">
        {loading}
      </p>
    );
  }
  if (rows.length === 0) return <p className={table.placeholder}>{empty}</p>;
  return (
    <div className={classes(table.wrap, stacked && table.stackedWrap, className?.wrap)} aria-busy={busy || undefined}>
      <table
        className={classes(table.table, stacked && table.stacked, alignTop && table.alignTop, className?.table)}
        aria-label={named['aria-label']}
      >
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key ?? column.header} scope="col">
                {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.key ?? column.header} className={column.className} data-label={column.labelled ? column.header : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
