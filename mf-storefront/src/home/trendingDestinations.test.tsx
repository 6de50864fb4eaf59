import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TrendingCard } from './TrendingDestinations';
import { TRENDING_DESTINATIONS, trendingDestinationPath } from './trendingDestinations';

describe("the home page's trending destinations", () => {
  it('are the nine of the spec, with its routes', () => {
    expect(TRENDING_DESTINATIONS.map(({ name }) => trendingDestinationPath(name))).toEqual([
      '/Thailand',
      '/Dubai',
      '/Vietnam',
      '/AbuDhabi',
      '/Maldives',
      '/Malaysia',
      '/Singapore',
      '/TURKEY',
      '/SRI LANKA',
    ]);
  });

  it('know no route for any other name', () => {
    expect(trendingDestinationPath('Atlantis')).toBeNull();
    expect(trendingDestinationPath('toString')).toBeNull();
  });
});

describe('a trending card without a page', () => {
  it('does nothing but leave a log entry', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <TrendingCard destination={{ name: 'Atlantis', artwork: 'country-atlantis' }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atlantis' }));
    expect(warned).toHaveBeenCalledWith("No page for the destination 'Atlantis'");
    warned.mockRestore();
  });
});
