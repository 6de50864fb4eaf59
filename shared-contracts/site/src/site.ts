/**
 * The agency's own facts, shown by several remotes (top bar, footer, mobile menu, retreat
 * footer, floating buttons). Written once here so a changed phone number is one edit.
 */

export type SocialKind = 'video' | 'social' | 'photos';

export interface SocialLink {
  readonly kind: SocialKind;
  /** The network's name, used in accessible labels ("Escape Vacation on YouTube"). */
  readonly network: string;
  readonly href: string;
}

export const site = {
  brandName: 'Escape Vacation',
  tagline: 'Handcrafted holidays from India to the world',
  /** Marketing claims the storefront spec makes for the agency. */
  yearsOfExperience: 36,
  reviewRating: 4.8,
  phone: {
    /** As people read and dial it in India. */
    display: '+91 11 4567 8900',
    /** E.164 form for `tel:` links. */
    e164: '+911145678900',
  },
  email: 'hello@escapevacation.in',
  address: {
    street: '14, Janpath, Connaught Place',
    city: 'New Delhi',
    postalCode: '110001',
    country: 'India',
  },
  openingHours: '10:00 AM - 10:00 PM',
  supportNote: '24*7 Support',
  social: [
    { kind: 'video', network: 'YouTube', href: 'https://www.youtube.com/@escapevacation' },
    { kind: 'social', network: 'Facebook', href: 'https://www.facebook.com/escapevacation' },
    { kind: 'photos', network: 'Instagram', href: 'https://www.instagram.com/escapevacation' },
  ] as const satisfies readonly SocialLink[],
  chat: {
    app: 'WhatsApp',
    href: 'https://wa.me/911145678900',
  },
} as const;

export const telHref = `tel:${site.phone.e164}`;
export const mailtoHref = `mailto:${site.email}`;

/** The postal address on one line, as printed in footers. */
export function postalAddressLine(): string {
  const { street, city, postalCode, country } = site.address;
  return `${street}, ${city} ${postalCode}, ${country}`;
}

/**
 * The brand mark (a sunset over the sea), as an inline SVG data URL so every remote shows
 * the same logo without a network request or an external file.
 */
const logoSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">',
  '<rect width="48" height="48" rx="12" fill="#0b3a5b"/>',
  '<path d="M13 27a11 11 0 0 1 22 0z" fill="#f2a65a"/>',
  '<path d="M9 32c3-2.4 6-2.4 9 0s6 2.4 9 0 6-2.4 9 0 3 2.4 3 2.4" stroke="#ffffff" stroke-width="2.6" fill="none" stroke-linecap="round"/>',
  '<path d="M13 38c2.4-1.8 4.6-1.8 7 0s4.6 1.8 7 0 4.6-1.8 7 0" stroke="#e8663d" stroke-width="2.6" fill="none" stroke-linecap="round"/>',
  '</svg>',
].join('');

export const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;

/** The spec's text for any path no screen claims; every remote's catch-all shows it. */
export const NOT_FOUND_TITLE = '404 - Page Not Found';

/**
 * The brand's colours (the logo's), for what is drawn outside the shell's design tokens:
 * the e-mails (services/common/src/mail/layout.ts).
 */
export const brandColours = {
  ocean: '#0b3a5b',
  sunset: '#f2a65a',
  coral: '#e8663d',
  sand: '#fdf6ee',
  ink: '#1d2733',
  muted: '#5b6673',
} as const;
