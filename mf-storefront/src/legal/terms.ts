/**
 * The Terms & Conditions (staff spec, "Terms & Conditions"): section A, 15 clauses for all
 * bookings; section B, 7 clauses for package holidays. Every figure of the spec's terms
 * list is here: cancellation scale, price changes, transfers, flight reconfirmation,
 * refunds, complaints, liability cap, minimum numbers, data retention, non-refundable
 * bookings and the booker's age.
 */
import { site } from '@agency/site';
import { type LegalSection, RETENTION_YEARS } from './privacyNotice';

export interface TermsPart {
  id: 'A' | 'B';
  title: string;
  intro: string;
  clauses: readonly LegalSection[];
}

/** The cancellation scale (days before departure → charge). */
export const CANCELLATION_CHARGES: readonly { period: string; charge: string }[] = [
  { period: 'More than 84 days', charge: 'Loss of deposit' },
  { period: '84 to 56 days', charge: '50% of the total holiday cost' },
  { period: '55 to 42 days', charge: '70% of the total holiday cost' },
  { period: '41 to 31 days', charge: '90% of the total holiday cost' },
  { period: '30 days or less', charge: '100% of the total holiday cost' },
];

const SECTION_A: readonly LegalSection[] = [
  {
    title: 'Your contract with us',
    paragraphs: [
      `These terms form the contract between you and ${site.brandName}. A contract exists once we have received your deposit (or full payment, where required) and issued our written confirmation invoice.`,
      'The person who makes the booking (the lead name) must be over 18 years of age, must have the authority to accept these terms on behalf of everyone in the party, and is responsible for all payments due. Please check your confirmation carefully as soon as you receive it and tell us at once if any names, dates or details are wrong, since some suppliers charge for corrections.',
    ],
  },
  {
    title: 'Deposits and payment',
    paragraphs: [
      'A deposit is payable at the time of booking; the amount is shown on your quotation and depends on the holiday and its suppliers. The balance is due no later than the date shown on your confirmation invoice, normally 31 days before departure. Bookings made within that period must be paid in full at the time of booking.',
      'The full airfare must be paid before flight tickets can be issued, and services that are non-refundable are paid in full when they are booked. If the balance is not paid on time we may treat the booking as cancelled by you, and the cancellation charges in clause 4 will apply.',
      'Prices are quoted in Indian rupees and include GST at the applicable rate. Tax collected at source (TCS) on overseas tour packages is charged as required by the Income Tax Act, 1961 and can be claimed against your income tax liability.',
    ],
  },
  {
    title: 'Prices and price changes',
    paragraphs: [
      'We reserve the right to change the price of your holiday after booking only to reflect changes in transport costs (including fuel), taxes, fees or charges imposed by third parties, or exchange rates. The price of your holiday will not be changed within 20 days of your departure.',
      'We will absorb, and you will not be charged for, any increase equal to 2% of the total holiday cost, excluding insurance premiums and amendment charges. You will be charged for any amount above that. If an increase takes the total holiday cost up by more than 8%, you may cancel your holiday and receive a full refund of all money paid, except any amendment charges, provided you tell us within 14 days of the date printed on the surcharge invoice.',
      'A price decrease of the same kind, beyond the same 2%, will be refunded to you.',
    ],
  },
  {
    title: 'If you cancel',
    paragraphs: [
      'You or any member of your party may cancel at any time by writing to us; the cancellation takes effect on the day we receive it. Because we incur costs from the moment we book your arrangements, the following charges apply, counted from the date we receive your notice to the date of departure:',
    ],
    bullets: CANCELLATION_CHARGES.map(({ period, charge }) => `${period}: ${charge.charAt(0).toLowerCase()}${charge.slice(1)}.`),
    closing: [
      'Where a charge is a percentage, it is a percentage of the total holiday cost, excluding insurance premiums and amendment charges, which are never refundable. Non-refundable bookings (clause B4) are charged in full whenever they are cancelled. You may be able to recover these charges under your travel insurance.',
    ],
  },
  {
    title: 'Transferring your booking',
    paragraphs: [
      'If you or a member of your party cannot travel, you may transfer the booking to another person who satisfies all the conditions of the holiday, provided you give us written notice at least 31 days before departure.',
      'You and the new traveller remain jointly responsible for the balance and for any charges the transfer causes. Many airlines treat a name change as a cancellation and charge a new fare, which will be passed on to you.',
    ],
  },
  {
    title: 'Changes you make',
    paragraphs: [
      'If you wish to change your booking after confirmation, we will do our best to help, but we cannot promise to do so. Each change carries an amendment fee as quoted, together with any costs our suppliers charge. A change of travel dates, destination or accommodation within 31 days of departure may be treated as a cancellation and a new booking.',
    ],
  },
  {
    title: 'Changes and cancellation by us',
    paragraphs: [
      'We plan your holiday months in advance and rarely need to change it, but we reserve the right to do so. Most changes are minor (for example a change of flight time of less than 12 hours, or a hotel of the same standard). If we must make a significant change, we will tell you as soon as possible and you may accept it, take another holiday from us, or cancel and receive a full refund.',
      'Some holidays, such as escorted and group tours, need a minimum number of participants. If that number is not reached we may cancel the holiday, and will tell you no later than 20 days before departure for trips of more than 6 days, 7 days before departure for trips of 2 to 6 days, and 48 hours before departure for trips of less than 2 days. You will then receive a full refund or may choose another holiday.',
    ],
  },
  {
    title: 'Refunds',
    paragraphs: [
      'Where a refund is due to you under these terms, we will pay it within 10 days of the cancellation or of our agreement that the refund is due, to the account or card from which the payment was made. Amounts we hold on your behalf with airlines or hotels are refunded within 10 days of our receiving them from the supplier.',
    ],
  },
  {
    title: 'Flights',
    paragraphs: [
      "Flight times shown at booking are the airline's planned times and may change. You must reconfirm your return or onward flights with the airline at least 72 hours before departure, since times can change after tickets are issued.",
      'Check-in closes at the time shown on your ticket. If you miss a flight because you arrived late, the airline may cancel the rest of your ticket and we cannot be responsible for the costs that follow. Airlines set their own baggage allowances and charges for extra baggage, seats and meals.',
    ],
  },
  {
    title: 'Passports, visas and health',
    paragraphs: [
      'You are responsible for holding a passport valid for at least six months beyond your return date, with enough blank pages, and the visas and entry permits your destinations and transit points require. We can advise on visas for Indian passport holders and arrange them for a fee, but the decision to issue a visa rests with the embassy or authority concerned.',
      'Please check health requirements, such as the yellow fever vaccination certificate some countries require, with your doctor at least eight weeks before travelling. Costs caused by missing documents or vaccinations are yours.',
    ],
  },
  {
    title: 'Travel insurance',
    paragraphs: [
      'Adequate travel insurance is a condition of booking with us. It should cover cancellation charges, medical expenses, repatriation, personal accident, baggage and personal liability for the whole trip. We can arrange a policy for you; if you choose your own, you must make sure it gives at least this cover.',
    ],
  },
  {
    title: 'Our responsibility to you',
    paragraphs: [
      'We accept responsibility for making sure the travel arrangements we agree to provide are supplied as described and to a reasonable standard. If any part of them is not, we will pay you appropriate compensation, unless the failure was caused by you, by a third party unconnected with your holiday and unforeseeable or unavoidable, or by extraordinary and unavoidable circumstances.',
      "Except for death or personal injury caused by our negligence or that of our suppliers, the most we will pay you for any claim is three times the price paid by, or on behalf of, the person affected. Where an international convention (such as the Montreal Convention for air travel) limits a carrier's liability, our liability is limited in the same way.",
    ],
  },
  {
    title: 'Complaints',
    paragraphs: [
      'If you have a problem during your holiday, please tell our local representative or the supplier concerned straight away, and call our 24*7 support line, so that we can try to put it right at once. If it cannot be resolved there, please write to us within 28 days of your return with your booking reference and full details.',
      'We will acknowledge your complaint promptly and may take up to 28 days to investigate and reply in full. If we cannot resolve the matter between us, you may approach the consumer commission under the Consumer Protection Act, 2019.',
    ],
  },
  {
    title: 'Your personal data',
    paragraphs: [
      `We use the personal data you give us to arrange and manage your booking, and share it with the suppliers who deliver your holiday and with authorities where the law requires it. Booking records are retained for about ${RETENTION_YEARS} years after your return and then deleted securely. Our Privacy Notice explains this in full.`,
    ],
  },
  {
    title: 'Law and jurisdiction',
    paragraphs: [
      'These terms and any dispute or claim arising from them are governed by the laws of India. Disputes are subject to the exclusive jurisdiction of the courts of New Delhi, without affecting your right to approach a consumer commission where you live.',
    ],
  },
];

const SECTION_B: readonly LegalSection[] = [
  {
    title: 'What your package includes',
    paragraphs: [
      'Your package includes the services listed under "What\'s Included" on the package page and on your confirmation invoice, and nothing else. Services listed under "What\'s Excluded", such as optional excursions, city taxes paid at hotels, tips, drinks and personal expenses, are paid by you locally.',
    ],
  },
  {
    title: 'Accommodation and star ratings',
    paragraphs: [
      'Star ratings are those given by the local tourism authority or by us where none exists, and standards vary from country to country. Hotels named in an itinerary may be replaced by others of a similar standard when necessary. Standard check-in is from 2 pm and check-out by 12 noon; early check-in and late check-out depend on availability and may be charged.',
    ],
  },
  {
    title: 'Itineraries and sightseeing',
    paragraphs: [
      'The order of sightseeing may be changed locally because of weather, traffic, opening days or local events, and we will do our best to include every visit. Sightseeing missed because you were late or chose not to join is not refundable. Timings given in itineraries are approximate.',
    ],
  },
  {
    title: 'Non-refundable bookings',
    paragraphs: [
      'Unless your confirmation says otherwise, bookings are non-refundable: once confirmed, the cost is not returned if you cancel, change or do not use any part of the package. Some hotel rates, flight fares, rail passes and event tickets are non-refundable by their suppliers in every case, and these are paid in full at the time of booking.',
    ],
  },
  {
    title: 'Special requests and assistance',
    paragraphs: [
      'Please tell us about any special request, such as a room type, dietary need or celebration, when you book. We will pass it on to the supplier but cannot guarantee it unless confirmed in writing. If you or anyone in your party has a medical condition or reduced mobility that may affect the holiday, you must tell us before booking so that we can confirm the arrangements are suitable.',
    ],
  },
  {
    title: 'Behaviour and local laws',
    paragraphs: [
      'You are expected to respect the laws, customs and culture of the countries you visit and the rules of your hotels and transport. If your behaviour puts others at risk or causes damage, the supplier may end your arrangements without refund, and you will be responsible for any costs that follow.',
    ],
  },
  {
    title: 'Events beyond our control',
    paragraphs: [
      'We cannot be held responsible for changes to or cancellation of your holiday, or for failures to perform it, caused by extraordinary and unavoidable circumstances beyond our control. These include war, riots, terrorism, natural disasters, epidemics, adverse weather, closure of airports or ports, and government action. In such cases we will help you as far as we reasonably can and refund any money we recover from our suppliers.',
    ],
  },
];

export const TERMS_PARTS: readonly TermsPart[] = [
  {
    id: 'A',
    title: 'Booking Conditions',
    intro:
      'These conditions apply to every booking you make with us, whether a flight-inclusive package, a hotel stay or a single service.',
    clauses: SECTION_A,
  },
  {
    id: 'B',
    title: 'Package Holiday Terms',
    intro: 'These further terms apply to our holiday packages, together with the booking conditions above.',
    clauses: SECTION_B,
  },
];

export const TERMS_LAST_UPDATED = '1 April 2025';
