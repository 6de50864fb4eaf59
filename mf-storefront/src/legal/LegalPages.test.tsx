import { linkHref } from '@agency/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStorefront, serveCatalogue } from '../testing/fixtures';

/** Summaries (a clause's toggle) whose whole text matches `name` (number and title). */
const summaryNamed = (name: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'SUMMARY' && name.test(element.textContent ?? '');
const clause = (name: RegExp) => screen.getByText(summaryNamed(name));
const isOpenClause = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const openClauses = () => Array.from(document.querySelectorAll('details[open] > summary'));

describe('Terms & Conditions', () => {
  it('has 15 clauses in section A and 7 in section B, all closed at first', async () => {
    serveCatalogue();
    renderStorefront('/Terms & conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    const sectionA = screen.getByRole('region', { name: 'A Booking Conditions' });
    const sectionB = screen.getByRole('region', { name: 'B Package Holiday Terms' });
    expect(within(sectionA).getAllByText(summaryNamed(/^A\d+\./))).toHaveLength(15);
    expect(within(sectionB).getAllByText(summaryNamed(/^B\d+\./))).toHaveLength(7);
    expect(openClauses()).toHaveLength(0);
    expect(screen.getByText(/will not be changed within 20 days of your departure/)).not.toBeVisible();
  });

  it('is reached by its percent-encoded link as well (an href may not hold spaces)', async () => {
    serveCatalogue();
    renderStorefront(linkHref('/Terms & conditions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('opens one index at a time, shared by both sections, and closes it again', async () => {
    serveCatalogue();
    renderStorefront('/Terms & conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    const a2 = clause(/^A2\./);
    await userEvent.click(a2);
    await waitFor(() => expect(openClauses()).toEqual([a2, clause(/^B2\./)]));

    await userEvent.click(clause(/^B5\./));
    await waitFor(() => expect(openClauses()).toEqual([clause(/^A5\./), clause(/^B5\./)]));
    expect(isOpenClause(a2)).toBe(false);

    await userEvent.click(clause(/^A5\./));
    await waitFor(() => expect(openClauses()).toHaveLength(0));
  });

  it('states every figure of the terms', async () => {
    serveCatalogue();
    const { container } = renderStorefront('/Terms & conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    const text = (container.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
    for (const figure of [
      'More than 84 days: loss of deposit',
      '84 to 56 days: 50%',
      '55 to 42 days: 70%',
      '41 to 31 days: 90%',
      '30 days or less: 100%',
      'will not be changed within 20 days of your departure',
      'increase equal to 2% of the total holiday cost',
      'by more than 8%, you may cancel',
      'within 14 days',
      'at least 31 days before departure',
      'at least 72 hours before departure',
      'within 10 days',
      'up to 28 days',
      'three times the price paid',
      '20 days before departure for trips of more than 6 days, 7 days before departure for trips of 2 to 6 days, and 48 hours before departure',
      'about 6 years',
      'bookings are non-refundable',
      'must be over 18 years of age',
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe('Privacy Notice', () => {
  it('has a banner and the eleven numbered sections in the spec order, retention about 6 years', async () => {
    serveCatalogue();
    renderStorefront('/PrivacyPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.filter((title) => /^\d+\. /.test(title ?? ''))).toEqual([
      '1. The information we collect',
      '2. Where your information comes from',
      '3. Why we use it and our lawful bases',
      '4. Who we share it with',
      '5. How long we keep it',
      '6. Your rights',
      '7. Your IP address',
      '8. Cookies and analytics',
      '9. Changes to this notice',
      '10. Transfers to India',
      '11. How to contact us',
    ]);
    expect(screen.getByText(/for about 6 years after your return/)).toBeInTheDocument();
    expect(screen.getByText(/Contract: /)).toBeInTheDocument();
    expect(screen.getByText(/Legitimate interests/)).toBeInTheDocument();
    expect(screen.getByText(/Consent: /)).toBeInTheDocument();
    for (const right of ['Access: ', 'Amend: ', 'Delete: ']) expect(screen.getByText(new RegExp(`^${right}`))).toBeInTheDocument();
  });
});
