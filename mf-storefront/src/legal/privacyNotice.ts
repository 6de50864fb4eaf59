/**
 * The Privacy Notice (staff spec, "Privacy Notice"): eleven numbered sections in the
 * spec's order. Written for an Indian travel agency under the Digital Personal Data
 * Protection Act, 2023 and the Information Technology Act, 2000.
 */
import { postalAddressLine, site } from '@agency/site';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** Paragraphs after the bullets. */
  closing?: readonly string[];
}

/** How long booking and enquiry records are kept (spec: about 6 years). */
export const RETENTION_YEARS = 6;

export const PRIVACY_LAST_UPDATED = '1 April 2025';

export const PRIVACY_INTRO: readonly string[] = [
  `${site.brandName} ("we", "us", "our") plans and sells holidays to travellers in India and abroad. This notice explains what personal data we collect when you visit our website, send us an enquiry or book a holiday with us, why we use it, who we share it with and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act), the Information Technology Act, 2000 and the rules made under them.`,
  'Please read it together with our Terms & Conditions. If you book for other people, please share this notice with them, since we will use their details to arrange their travel.',
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'The information we collect',
    paragraphs: ['We collect only what we need to answer you and to arrange your travel:'],
    bullets: [
      'Contact details: your name, email address, telephone number and postal address.',
      'Trip details: destinations, travel dates, departure airport, class of travel, the number of adults, children and infants travelling, and your preferred time for a call.',
      'Traveller details needed for bookings: names as printed in passports, dates of birth, nationality, passport numbers and expiry dates, and visa information where a destination requires it.',
      'Special requirements you choose to tell us about, such as dietary needs, mobility assistance or medical conditions relevant to your travel. We treat these with extra care and use them only to arrange the service you asked for.',
      "Payment records: amounts, dates and transaction references. Card details are entered on our payment provider's secure page and are never stored by us.",
      'Messages and call notes: what you write in our forms and emails and what we note during calls about your plans.',
      'Technical data: your IP address, browser type, device and the pages you visit on our website (see sections 7 and 8).',
    ],
  },
  {
    title: 'Where your information comes from',
    paragraphs: [
      'Most of the information we hold comes directly from you: through the enquiry, quick-contact and callback forms on this website, by telephone, by email, through messaging apps or in person at our office.',
      'We may also receive information about you from the person who makes a booking that includes you, from travel partners such as airlines, hotels and ground handlers in connection with your booking (for example a changed flight time), from our payment provider (confirmation that a payment succeeded or failed), and from the social networks you use to contact us, limited to what your privacy settings on those networks allow.',
    ],
  },
  {
    title: 'Why we use it and our lawful bases',
    paragraphs: ['We use personal data only for clear purposes, each resting on one of the following grounds:'],
    bullets: [
      'Contract: to answer your enquiry, prepare quotations, make and manage your booking, issue tickets and vouchers, take payments and look after you before, during and after your trip. Without this information we cannot provide the holiday you ask for.',
      'Legitimate interests and legitimate uses permitted by law: to keep our records accurate, prevent fraud, secure our website and systems, handle complaints and legal claims, and improve our holidays and service, always weighed against your rights and expectations.',
      'Consent: to send you offers and travel news by email, SMS or messaging apps, and to use analytics cookies. You may withdraw consent at any time, as easily as you gave it, without affecting what we did before.',
      'Legal obligations: to keep accounting and tax records (including GST and tax collected at source on overseas packages), to answer lawful requests of authorities, and to meet the requirements of immigration and aviation rules.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'We share personal data only with those who need it to deliver your holiday or to run our business, and only as much as they need:',
    ],
    bullets: [
      'Travel suppliers: airlines, hotels, cruise lines, rail companies, transfer and excursion providers, and local agents in your destination.',
      'Visa and insurance partners, when you ask us to arrange a visa or travel insurance.',
      'Our payment provider, to process payments securely.',
      'Service providers who work for us under contract and confidentiality, such as our hosting, email and customer relationship software providers.',
      'Government and regulatory authorities, such as immigration, customs and tax authorities, where the law requires it.',
      'Professional advisers, and a buyer of our business if it is ever sold, under the same protections as this notice.',
    ],
    closing: ['We never sell your personal data, and we do not share it with third parties for their own marketing.'],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      `We keep booking records, the related correspondence and payment records for about ${RETENTION_YEARS} years after your return, so that we can deal with any questions, complaints or claims and meet our accounting and tax obligations.`,
      `Enquiries that do not lead to a booking are kept for up to ${RETENTION_YEARS} years unless you ask us to delete them earlier. Marketing preferences are kept until you withdraw consent. After these periods we delete or anonymise the data securely.`,
    ],
  },
  {
    title: 'Your rights',
    paragraphs: ['You have the following rights over your personal data, which you can use free of charge by contacting us (section 11):'],
    bullets: [
      'Access: to know whether we hold personal data about you, to receive a summary of it and of the processing, and to know who we have shared it with.',
      'Amend: to have inaccurate or incomplete data corrected, completed or brought up to date.',
      'Delete: to have data erased once it is no longer needed for the purpose it was collected for, unless the law requires us to keep it.',
      'Withdraw consent to marketing or analytics at any time.',
      'Grievance redressal: to have a complaint about our handling of your data answered by our Grievance Officer, and, if you are not satisfied, to approach the Data Protection Board of India.',
      'Nominate another person to exercise your rights in the event of your death or incapacity.',
    ],
    closing: ['We will confirm your identity before acting on a request and will respond within 30 days.'],
  },
  {
    title: 'Your IP address',
    paragraphs: [
      'When you visit our website, our servers record your IP address together with the date and time of your visit and the pages requested. We use this information to keep the website secure (for example to detect and block attacks or repeated failed attempts), to diagnose technical problems and to understand in broad terms where our visitors come from.',
      'We do not use your IP address to identify you personally, and server logs are deleted after a short period unless needed to investigate a security incident.',
    ],
  },
  {
    title: 'Cookies and analytics',
    paragraphs: [
      'Our website uses a small number of strictly necessary cookies and similar browser storage to work properly: for example to remember the menu of destinations for a day, so pages load faster, and to show the quick-contact window only once per visit.',
      'With your consent we also use analytics cookies that tell us, in aggregate, how visitors use our website, so that we can improve it. These do not identify you by name. You can refuse or delete cookies in your browser settings at any time; the website will still work, although some features may be slower.',
    ],
  },
  {
    title: 'Changes to this notice',
    paragraphs: [
      'We may update this notice from time to time to reflect changes in the law, in our services or in how we use personal data. The latest version is always published on this page with the date it was last updated. If a change significantly affects how we use data we already hold about you, we will tell you directly before it takes effect.',
    ],
  },
  {
    title: 'Transfers to India',
    paragraphs: [
      `${site.brandName} is based in India, and our booking systems and records are held on servers in India. If you contact us or book with us from outside India, your personal data is transferred to India and processed here under the protections described in this notice.`,
      'When your holiday takes you abroad, we necessarily send the details needed for your booking to suppliers in your destination country. We do so only to the extent needed to deliver your travel arrangements and only to countries to which transfers are permitted under Indian law.',
    ],
  },
  {
    title: 'How to contact us',
    paragraphs: [
      `For any question about this notice, or to use any of your rights, please contact our Grievance Officer at ${site.email}, call us on ${site.phone.display} (${site.openingHours}), or write to: Grievance Officer, ${site.brandName}, ${postalAddressLine()}.`,
      'We will acknowledge your message within 48 hours and aim to resolve it within 30 days.',
    ],
  },
];
