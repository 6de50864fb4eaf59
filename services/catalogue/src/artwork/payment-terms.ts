/**
 * The Payment Terms panel of the package page (the storefront spec's package detail): how paying for a
 * holiday works, as three steps on a warm card. The NOTES under it are the page's text.
 */
import { TEXT_FONT, TITLE_FONT } from './poster';
import { circle, escapeXml, rect } from './shapes';

const STEPS: readonly { title: string; lines: readonly string[] }[] = [
  { title: 'Reserve', lines: ['Secure your holiday', 'with a deposit at', '0% interest; non-refundable', 'services are paid in full.'] },
  { title: 'Spread the cost', lines: ['Pay the balance in', 'easy instalments', 'that suit you, with', 'no extra charges.'] },
  { title: 'Fly', lines: ['Full airfare payment', 'lets us issue your', 'tickets; clear the', 'balance before you fly.'] },
];

export function renderPaymentTerms(): string {
  let cards = '';
  STEPS.forEach((step, i) => {
    const x = 60 + i * 370;
    cards += rect(x, 300, 340, 380, 'rx="22" fill="#ffffff" stroke="#f0dcc4" stroke-width="2"');
    cards += circle(x + 170, 300, 44, 'fill="#0b4f71"');
    cards += `<text x="${x + 170}" y="318" text-anchor="middle" font-family="${TITLE_FONT}" font-size="46" font-weight="700" fill="#ffd27a">${i + 1}</text>`;
    cards += `<text x="${x + 170}" y="410" text-anchor="middle" font-family="${TITLE_FONT}" font-size="32" font-weight="700" fill="#0b3a55">${escapeXml(step.title)}</text>`;
    cards += rect(x + 140, 432, 60, 3, 'fill="#f08a4b"');
    step.lines.forEach((line, k) => {
      cards += `<text x="${x + 170}" y="${490 + k * 36}" text-anchor="middle" font-family="${TEXT_FONT}" font-size="22" fill="#3b4a57">${escapeXml(line)}</text>`;
    });
    if (i < STEPS.length - 1)
      cards += `<path d="M${x + 344},490 l18,0 m-8,-9 l9,9 l-9,9" fill="none" stroke="#f08a4b" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="Payment Terms">' +
    '<title>Payment Terms</title>' +
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7ec"/><stop offset="1" stop-color="#fde6cc"/></linearGradient></defs>' +
    rect(0, 0, 1200, 800, 'fill="url(#bg)"') +
    `<text x="600" y="130" text-anchor="middle" font-family="${TEXT_FONT}" font-size="20" font-weight="600" letter-spacing="6" fill="#f08a4b">PAY THE EASY WAY</text>` +
    `<text x="600" y="205" text-anchor="middle" font-family="${TITLE_FONT}" font-size="72" font-weight="700" fill="#0b3a55">Payment Terms</text>` +
    cards +
    `<text x="600" y="740" text-anchor="middle" font-family="${TEXT_FONT}" font-size="20" fill="#6b5a4a">Schedules may vary by destination and in peak season: please confirm with your sales agent.</text>` +
    '<rect x="22" y="22" width="1156" height="756" rx="6" fill="none" stroke="#0b3a55" stroke-opacity=".25" stroke-width="2"/>' +
    '</svg>'
  );
}
