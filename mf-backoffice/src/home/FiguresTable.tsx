import tableCss from '../kit/table.module.css';
import { HOME_TEXTS } from '../messages';
import styles from './StaffHome.module.css';

/** The figures behind a chart, for whoever would rather read them (and for screen readers). */
export function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <details className={styles.figures}>
      <summary>{HOME_TEXTS.showTable}</summary>
      <table className={tableCss.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, column) =>
                column === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the cell's identity
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the cell's identity
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
