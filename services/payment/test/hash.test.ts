/**
 * PayU's hashes against fixed vectors: the expected strings are written out from PayU's
 * documented field order and hashed here with node:crypto, and some vectors are hard-coded
 * whole (hex computed once from the spelled-out string), so a change in the order, the
 * separators or the encoding fails.
 */
import { createHash } from 'node:crypto';
import { commandHash, formatAmount, requestHash, requestHashInput, reverseHash, reverseHashInput, sameHash } from '../src/payu/hash';

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

const booking = {
  key: 'gtKFFx',
  txnid: 'AWRMFZ3K2QCA1B2C3D4E5F6',
  amount: '53997.00',
  productinfo: 'The Awakening Retreat - Duo Room',
  firstname: 'Asha',
  email: 'asha@example.in',
  udf1: 'Duo Room',
  udf2: '3',
  udf3: '3',
  udf4: '',
  udf5: '',
};
const salt = 'eCwWELxi';

/** PayU's documentation example: no udfs. */
const example = { key: 'JBZaLc', txnid: 'TXN1001', amount: '10.00', productinfo: 'iPhone', firstname: 'Ashish', email: 'test@gmail.com' };
const exampleSalt = 'GQs7yium';

describe('request hash', () => {
  it('is sha512 of key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||SALT', () => {
    const spelled =
      'gtKFFx|AWRMFZ3K2QCA1B2C3D4E5F6|53997.00|The Awakening Retreat - Duo Room|Asha|asha@example.in|Duo Room|3|3||||||||eCwWELxi';
    expect(requestHashInput(booking, salt)).toBe(spelled);
    expect(requestHash(booking, salt)).toBe(sha512(spelled));
  });

  it('matches a hard-coded vector', () => {
    expect(requestHashInput(example, exampleSalt)).toBe('JBZaLc|TXN1001|10.00|iPhone|Ashish|test@gmail.com|||||||||||GQs7yium');
    expect(requestHash(example, exampleSalt)).toBe(
      'c9273938eb82791148e7979e27798d1d0a216e947973961bf8f30b2c0abdea591f9fae2be61ff8f82da3d217a83996bc25a00d6029e9dbeb6c7a2f75f86d8d2b',
    );
  });

  it('changes with any signed field', () => {
    const base = requestHash(booking, salt);
    for (const field of Object.keys(booking) as (keyof typeof booking)[]) {
      expect([field, requestHash({ ...booking, [field]: `${booking[field]}x` }, salt)]).not.toEqual([field, base]);
    }
    expect(requestHash(booking, `${salt}x`)).not.toBe(base);
  });
});

describe('reverse hash', () => {
  it('is sha512 of SALT|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key', () => {
    const spelled =
      'eCwWELxi|success||||||||3|3|Duo Room|asha@example.in|Asha|The Awakening Retreat - Duo Room|53997.00|AWRMFZ3K2QCA1B2C3D4E5F6|gtKFFx';
    expect(reverseHashInput({ ...booking, status: 'success' }, salt)).toBe(spelled);
    expect(reverseHash({ ...booking, status: 'success' }, salt)).toBe(sha512(spelled));
  });

  it('matches a hard-coded vector', () => {
    expect(reverseHash({ ...example, status: 'success' }, exampleSalt)).toBe(
      '34b10792569c0461d8f7ba4aabe0389e2396ab0a41bb868a73098f1df9ad4b7d1f566b0dbf01daea33a5aad5e193b41f7163e542d0313c723f5fd0e408c99051',
    );
  });

  it('puts additionalCharges first when PayU sends them', () => {
    expect(reverseHashInput({ ...example, status: 'success', additionalCharges: '2.50' }, exampleSalt)).toBe(
      '2.50|GQs7yium|success|||||||||||test@gmail.com|Ashish|iPhone|10.00|TXN1001|JBZaLc',
    );
    expect(reverseHash({ ...example, status: 'success', additionalCharges: '2.50' }, exampleSalt)).toBe(
      '915be58cee785db813e30d4fff1113990135d8469b8fc3d9b68654404217ff950a8d47953740465fe69780b4e0a3e9f3f05b01a1b20a4b49598c36f2f7a7576f',
    );
  });

  it('differs between a success and a failure of the same payment', () => {
    expect(reverseHash({ ...booking, status: 'success' }, salt)).not.toBe(reverseHash({ ...booking, status: 'failure' }, salt));
  });
});

describe('verify_payment hash and helpers', () => {
  it('signs key|command|var1|salt', () => {
    expect(commandHash('JBZaLc', 'verify_payment', 'TXN1001', exampleSalt)).toBe(
      '4175e27c91925dd842c2898f64eaf990eb409e0e6a004af39280f21ffffd1ce9d72fd0aed3d7610f473bd53a445ac81b75787ab1889a16ab6b628135e5db3c15',
    );
  });

  it('compares hashes case-insensitively and refuses other lengths', () => {
    const hash = requestHash(example, exampleSalt);
    expect(sameHash(hash.toUpperCase(), hash)).toBe(true);
    expect(sameHash(hash.slice(0, -1), hash)).toBe(false);
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    expect(sameHash(flipped, hash)).toBe(false);
  });

  it('writes rupees with two decimals', () => {
    expect(formatAmount(53997)).toBe('53997.00');
    expect(formatAmount(1)).toBe('1.00');
  });
});
