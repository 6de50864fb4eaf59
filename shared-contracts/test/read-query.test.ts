import { addressOf, type BookingListQuery, bookingListQuery, bookingListQueryValidator, readQuery } from '../src';

const read = (search: string) => readQuery<BookingListQuery>(bookingListQueryValidator, bookingListQuery, new URLSearchParams(search));

describe('readQuery', () => {
  it('reads the parameters the schema names, coerced, with its defaults', () => {
    expect(read('status=paid&room=Duo%20Room&q=98765&page=3&from=2026-01-02')).toEqual({
      status: 'paid',
      room: 'Duo Room',
      q: '98765',
      page: 3,
      from: '2026-01-02',
      limit: bookingListQuery.properties.limit.default,
    });
    expect(read('')).toEqual({ page: 1, limit: bookingListQuery.properties.limit.default });
  });

  it('reads a refused parameter as if the address had not named it, keeping the rest', () => {
    expect(read('status=lost&page=-1&from=yesterday&q=asha&other=1')).toEqual({
      q: 'asha',
      page: 1,
      limit: bookingListQuery.properties.limit.default,
    });
    expect(read(`q=${'x'.repeat(101)}`)).not.toHaveProperty('q');
  });
});

describe('addressOf', () => {
  it('writes the set parameters in the schema’s order, leaving out the empty ones and the defaults', () => {
    expect(
      String(
        addressOf(bookingListQuery, { q: 'asha', status: 'paid', page: 1, room: '', limit: bookingListQuery.properties.limit.default }),
      ),
    ).toBe('status=paid&q=asha');
    expect(String(addressOf(bookingListQuery, { page: 2 }))).toBe('page=2');
  });

  it('reads back what it wrote', () => {
    const query = { status: 'refunded', from: '2026-03-01', to: '2026-03-31', page: 4 } as const;
    expect(read(String(addressOf(bookingListQuery, query)))).toMatchObject(query);
  });
});
