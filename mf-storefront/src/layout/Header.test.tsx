import { site } from '@agency/site';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createServerPage } from '../server';
import { renderStorefront, serveMenu } from '../testing/fixtures';
import { HEADER_SHRINK_THRESHOLD_PX } from './useScrolledPast';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

describe('public header', () => {
  it('shrinks once the page is scrolled more than 20 px, and grows back', () => {
    serveMenu();
    renderStorefront('/');
    const header = screen.getByRole('banner');
    expect(HEADER_SHRINK_THRESHOLD_PX).toBe(20);
    expect(header).toHaveAttribute('data-compact', 'false');
    scrollTo(20);
    expect(header).toHaveAttribute('data-compact', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-compact', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-compact', 'false');
  });

  it('links the main navigation to the spec routes', () => {
    serveMenu();
    renderStorefront('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Exclusive Deals')).toBe('/packages');
    expect(href('About Us')).toBe('/Aboutus');
    expect(href('Contact Us')).toBe('/contact');
  });

  it('shows the top bar facts: social links, hours, support and a tap-to-call phone', () => {
    serveMenu();
    renderStorefront('/');
    for (const { network, href } of site.social) {
      expect(screen.getAllByRole('link', { name: `${site.brandName} on ${network}` })[0]).toHaveAttribute('href', href);
    }
    const facts = screen.getByText('10:00 AM - 10:00 PM').closest('ul') as HTMLElement;
    expect(within(facts).getByText('24*7 Support')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  });
});

describe('destination mega-menu', () => {
  it('lists continents and, for the hovered one, its visible countries', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Destination' });
    await userEvent.hover(trigger);
    const continents = await screen.findByRole('list', { name: 'Continents' });
    expect(
      within(continents)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Asia', 'Europe', 'Indian Ocean', 'Africa']);

    await userEvent.hover(within(continents).getByRole('button', { name: 'Europe' }));
    const countries = screen.getByRole('list', { name: 'Countries in Europe' });
    expect(
      within(countries)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Turkey', 'Spain', 'Greece', 'Cyprus']);
    expect(screen.queryByText('Portugal')).not.toBeInTheDocument();

    await userEvent.hover(within(continents).getByRole('button', { name: 'Africa' }));
    await userEvent.click(screen.getByRole('link', { name: 'South Africa' }));
    // Country pages load on demand; the router moves there once the page has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/SouthAfrica$/));
    expect(screen.queryByRole('list', { name: 'Continents' })).not.toBeInTheDocument();
  });

  it('leads to the region overview from the panel', async () => {
    serveMenu();
    renderStorefront('/');
    await userEvent.hover(screen.getByRole('button', { name: 'Destination' }));
    expect(await screen.findByRole('link', { name: 'See all destinations' })).toHaveAttribute('href', '/Destination');
  });

  it('says so in the panel when the menu data cannot be loaded', async () => {
    serveMenu(500);
    renderStorefront('/');
    await userEvent.click(screen.getByRole('button', { name: 'Destination' }));
    expect(await screen.findByText('Destinations could not be loaded')).toBeInTheDocument();
  });

  it('opens and closes from the keyboard, Escape returning focus to the trigger', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Destination' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('list', { name: 'Continents' });
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('holiday-type dropdown', () => {
  it('offers every holiday type as a full-page link to the filtered deals', async () => {
    serveMenu();
    renderStorefront('/');
    await userEvent.hover(screen.getByRole('button', { name: 'Holiday Types' }));
    const beach = await screen.findByRole('link', { name: 'Beach Holidays' });
    // A plain anchor (no client-side routing): the browser loads the deals page afresh.
    expect(beach).toHaveAttribute('href', '/packages/?holidayType=Beach_Holidays');
    expect(screen.getByRole('link', { name: 'Safari' })).toHaveAttribute('href', '/packages/?holidayType=Safari');
  });
});

describe('header dropdowns stay usable on a laptop screen', () => {
  it('reaches every holiday type from the keyboard: ArrowDown opens and enters, arrows move and wrap', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Holiday Types' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Beach Holidays' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Honeymoons' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Safari' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Beach Holidays' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Safari' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('stays open when the page scrolls under a still pointer, and closes when the pointer really leaves', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Holiday Types' });
    const item = trigger.closest('li') as HTMLElement;
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu tells a scroll from a leave by the time between them: jest's clock (timers and
    // performance.now) moves only when the test says, so a busy machine cannot stretch it.
    jest.useFakeTimers();
    try {
      // The header shrinks as the page scrolls and the panel moves away from the pointer.
      scrollTo(200);
      fireEvent.mouseLeave(item);
      act(() => jest.advanceTimersByTime(400));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');

      // A real leave, well after any scroll: closed after a short grace.
      act(() => jest.advanceTimersByTime(250));
      fireEvent.mouseLeave(item);
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes when the visitor presses outside it', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Destination' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives an open panel the room left below it on screen', async () => {
    serveMenu();
    renderStorefront('/');
    const trigger = screen.getByRole('button', { name: 'Holiday Types' });
    await userEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') as string) as HTMLElement;
    // jsdom lays nothing out: the panel's top is 0, so its room is the window's height less the margin.
    await waitFor(() => expect(panel.style.getPropertyValue('--panel-room')).toBe(`${window.innerHeight - 12}px`));
  });
});

describe('the header without scripts', () => {
  /** Home as the gateway renders it, read as a browser without scripts reads it (a parsed document runs none). */
  async function homeWithoutScripts(): Promise<Document> {
    const page = createServerPage({ url: '/', fetch: (input, init) => fetch(input, init), origin: 'http://127.0.0.1' });
    await page.prepare();
    const html = renderToString(<MemoryRouter initialEntries={['/']}>{page.render() as ReactElement}</MemoryRouter>);
    return new DOMParser().parseFromString(html, 'text/html');
  }

  it('offers the menus as native disclosures of links inside <noscript>, and the scripted triggers as needing scripts', async () => {
    serveMenu();
    const header = (await homeWithoutScripts()).querySelector('header') as HTMLElement;
    const disclosures = [...header.querySelectorAll('details')];
    expect(disclosures).toHaveLength(3);
    for (const details of disclosures) expect(details.parentElement?.tagName).toBe('NOSCRIPT');
    expect([...header.querySelectorAll('summary')].map((summary) => summary.textContent || summary.getAttribute('aria-label'))).toEqual([
      'Destination',
      'Holiday Types',
      'Menu',
    ]);
    const hrefs = [...header.querySelectorAll('details a')].map((link) => link.getAttribute('href'));
    for (const href of [
      '/Destination',
      '/Thailand',
      '/SouthAfrica',
      '/Holidays',
      '/packages/?holidayType=Safari',
      '/the-awakening-retreat',
      '/packages',
      '/contact',
    ])
      expect(hrefs).toContain(href);
    // Portugal is off the menus, with or without scripts.
    expect(hrefs).not.toContain('/Portugal');
    const scripted = [...header.querySelectorAll('button')].map((button) => [
      button.getAttribute('aria-label') ?? button.textContent,
      button.hasAttribute('data-needs-script'),
    ]);
    expect(scripted).toEqual(
      expect.arrayContaining([
        ['Destination', true],
        ['Holiday Types', true],
        ['Open menu', true],
      ]),
    );
  });

  it('leaves the no-script menus out of a page running scripts: nothing to lay out or hydrate', async () => {
    serveMenu();
    renderStorefront('/');
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Destination' })).toBeEnabled());
    expect(header.querySelectorAll('noscript')).toHaveLength(3);
    expect(header.querySelectorAll('noscript *, details')).toHaveLength(0);
  });
});
