import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Column, DataTable } from './DataTable';

interface Trip {
  id: number;
  name: string;
  days: number;
}

const TRIPS: Trip[] = [
  { id: 1, name: 'Bali Escape', days: 5 },
  { id: 2, name: 'Greek Islands', days: 8 },
];

const COLUMNS: Column<Trip>[] = [
  { header: 'Package', cell: (trip) => trip.name },
  { header: 'Duration', labelled: true, cell: (trip) => `${trip.days} days` },
  { header: 'Actions', headerHidden: true, cell: (trip) => <button type="button">Delete {trip.name}</button> },
];

const common = { columns: COLUMNS, rowKey: (trip: Trip) => trip.id, loading: 'Loading packages...', empty: 'No packages found' };

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and one row per item', () => {
    render(<DataTable {...common} rows={TRIPS} caption="Packages, page 1" />);
    const table = screen.getByRole('table', { name: 'Packages, page 1' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Package', 'Duration', 'Actions']);
    headers.forEach((th) => expect(th).toHaveAttribute('scope', 'col'));
    // A hidden header is still read out, but not shown.
    expect(within(headers[2]).getByText('Actions')).toHaveClass('visually-hidden');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bali Escape', '5 days', 'Delete Bali Escape'],
      ['Greek Islands', '8 days', 'Delete Greek Islands'],
    ]);
    // A labelled column's cells carry the header for the phone card layout.
    expect(within(rows[0]).getByText('5 days')).toHaveAttribute('data-label', 'Duration');
    expect(within(rows[0]).getByText('Bali Escape')).not.toHaveAttribute('data-label');
  });

  it('may be named by a label instead, and hands each row its attributes', async () => {
    const opened: string[] = [];
    render(
      <DataTable
        {...common}
        rows={TRIPS}
        aria-label="Deals"
        rowProps={(trip) => ({ className: 'clickable', onClick: () => opened.push(trip.name) })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Deals' });
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(second).toHaveClass('clickable');
    await userEvent.click(within(second).getByText('8 days'));
    expect(opened).toEqual(['Greek Islands']);
  });

  it('shows the loading line (a status) while the rows are on their way, and the empty line instead of a table of none', () => {
    const { rerender } = render(<DataTable {...common} rows={undefined} caption="Packages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable {...common} rows={[]} caption="Packages" />);
    expect(screen.getByText('No packages found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows what went wrong instead of the table, the loading and the empty line', () => {
    const error = <p role="alert">Failed to fetch requests</p>;
    const { rerender } = render(<DataTable {...common} rows={TRIPS} caption="Packages" error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch requests');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable {...common} rows={undefined} caption="Packages" error={error} />);
    expect(screen.queryByText('Loading packages...')).not.toBeInTheDocument();
  });

  it('marks the rows as on their way while busy', () => {
    const { container, rerender } = render(<DataTable {...common} rows={TRIPS} caption="Packages" busy />);
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable {...common} rows={TRIPS} caption="Packages" busy={false} />);
    expect(container.firstChild).not.toHaveAttribute('aria-busy');
  });
});
