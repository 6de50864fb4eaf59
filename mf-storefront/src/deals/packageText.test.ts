import { makePackage } from '../testing/fixtures';
import { cardPrice, dealTitle, durationText, excerpt, formatRupees, nightsDaysText, offerPrice } from './packageText';

describe('how prices and durations are written', () => {
  it('writes rupees the Indian-English way, with no decimals', () => {
    expect(formatRupees(54999)).toBe('₹54,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999.6)).toBe('₹1,000');
  });

  it("writes the duration as '{n} Days' and the side card as '{n-1} N / {n} D'", () => {
    expect(durationText(7)).toBe('7 Days');
    expect(nightsDaysText(7)).toBe('6 N / 7 D');
    expect(nightsDaysText(1)).toBe('0 N / 1 D');
  });
});

describe('the card price', () => {
  it('is the first pricing entry', () => {
    expect(cardPrice(makePackage(1))).toBe(54999);
  });

  it('falls back to the first 2025 departure price, then to 0', () => {
    expect(cardPrice({ pricing: [], date2025: [{ price: 61999 }, { price: 70999 }] })).toBe(61999);
    expect(cardPrice({ pricing: [] })).toBe(0);
  });

  it('shows the struck-through offer price only when there is one and it differs', () => {
    expect(offerPrice(makePackage(1))).toBe(64999);
    expect(
      offerPrice(
        makePackage(1, { valueOfferPrice: undefined, pricing: [{ _id: 1, type: 'Standard', price: 40999, valueOfferPrice: 45999 }] }),
      ),
    ).toBe(45999);
    expect(offerPrice(makePackage(1, { valueOfferPrice: 54999 }))).toBeNull();
    expect(offerPrice({ pricing: [{ _id: 1, type: 'Standard', price: 40999 }] })).toBeNull();
  });
});

describe('card texts', () => {
  it('keeps the first 200 characters and adds an ellipsis, leaving short texts whole', () => {
    const long = 'a'.repeat(250);
    expect(excerpt(long, 200)).toBe(`${'a'.repeat(200)}...`);
    expect(excerpt('Short and sweet.', 200)).toBe('Short and sweet.');
    expect(excerpt('b'.repeat(200), 200)).toBe('b'.repeat(200));
  });

  it('titles a deal by its package name, else its deal name', () => {
    expect(dealTitle({ packageName: 'Bali Bliss', Name: 'Other' })).toBe('Bali Bliss');
    expect(dealTitle({ packageName: '', Name: 'Deal Name' })).toBe('Deal Name');
  });
});
