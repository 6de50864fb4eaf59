import { site } from '@agency/site';
import { screen, within } from '@testing-library/react';
import { renderStorefront, serveMenu } from './testing/fixtures';

beforeEach(() => {
  serveMenu();
});

describe('storefront routes', () => {
  it("answers any unknown path with '404 - Page Not Found' inside the public layout", async () => {
    renderStorefront('/no-such-place');
    // One segment could name a country: the page waits for the region data to know it does not.
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See Exclusive Deals' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows About Us with its three sections, the claims and the social links', async () => {
    renderStorefront('/Aboutus');
    const main = screen.getByRole('main');
    // The page's code loads on demand.
    expect(await within(main).findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const section of ['Our Goal', 'About Us', 'Our Purpose']) {
      expect(within(main).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(within(main).getByText(/We promote sustainable, responsible travel/)).toBeInTheDocument();
    expect(within(main).getByText('36')).toBeInTheDocument();
    expect(within(main).getByText('years of experience')).toBeInTheDocument();
    expect(within(main).getByText('4.8')).toBeInTheDocument();
    expect(within(main).getByText('price guarantee')).toBeInTheDocument();
    for (const { network } of site.social) {
      expect(within(main).getByRole('link', { name: `${site.brandName} on ${network}` })).toBeInTheDocument();
    }
  });

  it('welcomes on the home page with the way to the deals and About Us', () => {
    renderStorefront('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Explore Exclusive Deals' })).toHaveAttribute('href', '/packages');
    expect(within(main).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/Aboutus');
  });
});

describe('public footer', () => {
  it('carries why book with us, the link groups, the contact details and the floating buttons', () => {
    renderStorefront('/');
    const footer = screen.getByRole('contentinfo');
    for (const claim of ['Curated itineraries', 'Best price guarantee', '4.8-star reviews', 'Trust & experience']) {
      expect(within(footer).getByText(claim)).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/Aboutus');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/Terms%20&%20conditions');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/PrivacyPolicy');
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(footer).getByText(/Connaught Place/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call us on ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(screen.getByRole('link', { name: `Chat with us on ${site.chat.app}` })).toHaveAttribute('href', site.chat.href);
  });
});
