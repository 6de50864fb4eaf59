import { formatRupees } from './rupees';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

describe('formatRupees', () => {
  it('writes the figures of the spec', () => {
    expect(formatRupees(54999)).toBe('₹54,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes every amount as the en-IN rupee formatter does: grouping, rounding, signs', () => {
    const amounts = [
      1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1234567890, 987654321012, 0.4, 0.5,
      1.5, 2.5, 999.5, 99999.49, 99999.5, -1, -1234, -1234567, -0.4, -2.5, -0,
    ];
    for (let n = 1; n < 1e13; n = n * 7 + 3) amounts.push(n, n + 0.5);
    for (const amount of amounts) expect(formatRupees(amount)).toBe(intl.format(amount));
  });
});
