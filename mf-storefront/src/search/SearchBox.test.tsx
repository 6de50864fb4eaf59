import type { SuggestionsResponse } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStorefront, serveCatalogue } from '../testing/fixtures';
import { noSuggestionsText, SEARCH_LABEL, suggestionCountText } from './searchTexts';

const THAI: SuggestionsResponse = {
  data: [
    { kind: 'country', label: 'Thailand', href: '/Thailand' },
    { kind: 'holiday_type', label: 'Beach Holidays', href: '/Holidays/Beach_Holidays' },
    { kind: 'package', label: 'Thai Island Hopper', href: '/package-detail/7' },
  ],
};

/** Answers suggestions for 'thai' (any case) with THAI and nothing for anything else; records what was asked. */
function serveSuggestions() {
  const asked: string[] = [];
  serveCatalogue({
    '/api/packages/suggestions': (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return { status: 200, body: q.toLowerCase() === 'thai' ? THAI : { data: [] } };
    },
  });
  return asked;
}

const box = () => screen.getByRole('searchbox', { name: SEARCH_LABEL });
const location = () => screen.getByTestId('location').textContent;

describe('the header search box', () => {
  it('is a plain GET form to /packages with q before anything is loaded', () => {
    serveSuggestions();
    renderStorefront('/');
    const input = box();
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('placeholder', SEARCH_LABEL);
    expect(input).not.toHaveAttribute('role');
    const form = input.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/packages');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('search')).toBe(form);
  });

  it('becomes a combobox: suggestions, arrow keys with aria-activedescendant, Enter opens the chosen one', async () => {
    const asked = serveSuggestions();
    const user = userEvent.setup();
    renderStorefront('/');
    await user.click(box());
    const combobox = await screen.findByRole('combobox', { name: SEARCH_LABEL });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox, 'thai');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', list.id);
    expect(asked).toEqual(['thai']);
    expect(screen.getByText(suggestionCountText(3))).toBeInTheDocument();

    const options = within(list).getAllByRole('option');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/Holidays/Beach_Holidays'));
  });

  it('closes with Escape, then clears; Enter without a choice searches the text', async () => {
    serveSuggestions();
    const user = userEvent.setup();
    renderStorefront('/');
    await user.click(box());
    const combobox = await screen.findByRole('combobox', { name: SEARCH_LABEL });
    await user.type(combobox, 'thai');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('thai');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
    await user.type(combobox, 'thai beach');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/packages?q=thai+beach'));
  });

  it('says so, visibly and to screen readers, when nothing matches', async () => {
    serveSuggestions();
    const user = userEvent.setup();
    renderStorefront('/');
    await user.click(box());
    const combobox = await screen.findByRole('combobox', { name: SEARCH_LABEL });
    await user.type(combobox, 'xqzv');
    const none = noSuggestionsText('xqzv');
    await waitFor(() => expect(screen.getAllByText(none)).toHaveLength(2));
    const live = screen.getAllByText(none).find((element) => element.getAttribute('aria-live') === 'polite');
    expect(live).toBeDefined();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    // Escape closes the shown "nothing matches" popup and keeps the text; Enter then searches it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByText(none)).toHaveLength(0));
    expect(combobox).toHaveValue('xqzv');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/packages?q=xqzv'));
  });
});
