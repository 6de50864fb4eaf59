import { site } from '@agency/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStorefront, serveMenu } from '../testing/fixtures';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog');
}

const entryNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('mobile side menu', () => {
  it('drills down by continent then country, and Back steps up one level at a time', async () => {
    serveMenu();
    renderStorefront('/');
    const dialog = await openMenu();
    expect(entryNames(dialog)).toEqual(['Home', 'Destination', 'Holiday Types', 'Exclusive Deals', 'About Us', 'Contact Us']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Destination' }));
    expect(within(dialog).getByRole('heading', { name: 'Destination' })).toBeInTheDocument();
    expect(entryNames(dialog)).toEqual(['Asia', 'Europe', 'Indian Ocean', 'Africa']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Europe' }));
    expect(within(dialog).getByRole('heading', { name: 'Europe' })).toBeInTheDocument();
    expect(entryNames(dialog)).toEqual(['Turkey', 'Spain', 'Greece', 'Cyprus']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(entryNames(dialog)).toEqual(['Asia', 'Europe', 'Indian Ocean', 'Africa']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(entryNames(dialog)[0]).toBe('Home');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes to a country page and closes', async () => {
    serveMenu();
    renderStorefront('/');
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Destination' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indian Ocean' }));
    await userEvent.click(within(dialog).getByRole('link', { name: 'Sri Lanka' }));
    // Country pages load on demand; the router moves there once the page has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/SriLanka$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists holiday types leading to the filtered deals', async () => {
    serveMenu();
    renderStorefront('/');
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Holiday Types' }));
    expect(within(dialog).getByRole('link', { name: 'Beach Holidays' })).toHaveAttribute('href', '/packages?holidayType=Beach_Holidays');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Honeymoons' }));
    // The deals page loads on demand; the router moves there once it has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/packages\?holidayType=Honeymoons$/));
  });

  it('offers Enquire Now, the phone and the hours with 24*7 support', async () => {
    serveMenu();
    renderStorefront('/');
    const dialog = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/Contact');
    expect(within(dialog).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(within(dialog).getByText(`${site.openingHours} · ${site.supportNote}`)).toBeInTheDocument();
  });

  it('moves focus in, closes on Escape and gives focus back to the menu button', async () => {
    serveMenu();
    renderStorefront('/');
    const dialog = await openMenu();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('shows a calm line instead of destinations when the menu data fails', async () => {
    serveMenu(500);
    renderStorefront('/');
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Destination' }));
    expect(await within(dialog).findByText('Destinations could not be loaded')).toBeInTheDocument();
  });
});
