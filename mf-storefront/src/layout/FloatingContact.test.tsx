import { site } from '@agency/site';
import { render, screen } from '@testing-library/react';
import { FloatingContact } from './FloatingContact';

describe('floating contact buttons', () => {
  it('call and chat, each named for screen readers once (the bar labels on phones are not read twice)', () => {
    const { container } = render(<FloatingContact />);
    expect(screen.getByRole('link', { name: `Chat with us on ${site.chat.app}` })).toHaveAttribute('href', site.chat.href);
    expect(screen.getByRole('link', { name: `Call us on ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    // The words shown on the phone bar are hidden from assistive technology: the link names say it all.
    for (const label of container.querySelectorAll('a > span')) expect(label).toHaveAttribute('aria-hidden', 'true');
  });
});
