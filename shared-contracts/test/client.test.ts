import {
  API_BASE_URL,
  allCalls,
  authCalls,
  type CallContract,
  catalogueCalls,
  defineCall,
  fetchArgsFor,
  leadsCalls,
  pathParametersOf,
  paymentCalls,
  targetsFor,
} from '../src';

/** A contract of the test's own, so that substitution is seen with two parameters in one path. */
const twoParams = defineCall({
  id: 'test.twoParams',
  method: 'PUT',
  path: '/api/things/:kind/items/:name',
  service: 'catalogue',
  access: 'public',
  summary: 'test only',
  schema: {
    params: {
      type: 'object',
      properties: { kind: { type: 'string' }, name: { type: 'string' } },
      required: ['kind', 'name'],
      additionalProperties: false,
    },
    body: { type: 'object', properties: { note: { type: 'string' } }, required: ['note'], additionalProperties: false },
    response: { 200: { type: 'null' } },
  },
});

const catalogue = { fetchArgs: fetchArgsFor(catalogueCalls), target: targetsFor(catalogueCalls) };
const own = { fetchArgs: fetchArgsFor({ twoParams }), target: targetsFor({ twoParams }) };
const auth = fetchArgsFor(authCalls);
const leads = fetchArgsFor(leadsCalls);
const payment = fetchArgsFor(paymentCalls);

describe('targetsFor', () => {
  it('takes the method from the contract and fills in the path parameters', () => {
    expect(catalogue.target.updatePackage({ id: 12 })).toEqual({ method: 'PUT', url: '/api/packages/12' });
    expect(own.target.twoParams({ kind: 'k', name: 'n' })).toEqual({ method: 'PUT', url: '/api/things/k/items/n' });
  });

  it('gives a call without parameters its path as it is', () => {
    expect(catalogue.target.createPackage()).toEqual({ method: 'POST', url: '/api/packages' });
  });

  it('URL-encodes every parameter', () => {
    expect(own.target.twoParams({ kind: 'a/b', name: 'Sri Lanka?&#%' }).url).toBe('/api/things/a%2Fb/items/Sri%20Lanka%3F%26%23%25');
    expect(catalogue.target.dealsByCountry({ country: 'côte' }).url).toBe('/api/deals/c%C3%B4te');
  });

  it('names the contract and the parameter when one is missing or empty', () => {
    expect(() => own.target.twoParams({ kind: 'k' } as never)).toThrow('contract test.twoParams: path parameter "name" is missing');
    expect(() => catalogue.target.getPackage(undefined as never)).toThrow('contract catalogue.getPackage: path parameter "id" is missing');
    expect(() => catalogue.target.dealsByCountry({ country: '' })).toThrow(
      'contract catalogue.dealsByCountry: path parameter "country" is missing',
    );
  });

  it('refuses a parameter the path does not have', () => {
    expect(() => catalogue.target.getPackage({ id: 1, slug: 'x' } as never)).toThrow(
      'contract catalogue.getPackage: /api/packages/:id has no path parameter "slug"',
    );
  });
});

describe('fetchArgsFor', () => {
  it('gives the URL relative to the API base URL, as fetchBaseQuery joins them', () => {
    expect(API_BASE_URL).toBe('/api');
    expect(auth.deleteUser({ params: { id: 3 } })).toEqual({ method: 'DELETE', url: 'auth/delete/3' });
    expect(payment.status({ params: { txnid: 'T 1' } })).toEqual({ method: 'GET', url: 'payment/v1/status/T%201' });
  });

  it('sends a GET without a body, and its query as params', () => {
    const args = catalogue.fetchArgs.listPackages({ query: { page: 2, country: 'Bali' } });
    expect(args).toEqual({ method: 'GET', url: 'packages', params: { page: 2, country: 'Bali' } });
    expect(args).not.toHaveProperty('body');
    expect(catalogue.fetchArgs.regions()).toEqual({ method: 'GET', url: 'regions' });
  });

  it('sends the body of a call that takes one', () => {
    const body = { id: 4, handleby: 'asha' };
    expect(leads.updateHandleby({ body })).toEqual({ method: 'POST', url: 'requests/update-handleby', body });
    expect(own.fetchArgs.twoParams({ params: { kind: 'k', name: 'n' }, body: { note: 'x' } })).toEqual({
      method: 'PUT',
      url: 'things/k/items/n',
      body: { note: 'x' },
    });
  });

  it('refuses a body for a call whose contract declares none', () => {
    expect(() => catalogue.fetchArgs.regions({ body: {} } as never)).toThrow('contract catalogue.regions: GET /api/regions takes no body');
  });

  it('names the contract and the parameter when one is missing', () => {
    expect(() => catalogue.fetchArgs.getPackage({} as never)).toThrow('contract catalogue.getPackage: path parameter "id" is missing');
  });

  it('follows the contract: another path or method is what gets sent', () => {
    const moved = { ...catalogueCalls.deletePackage, method: 'POST', path: '/api/packages/:id/delete' } satisfies CallContract;
    expect(fetchArgsFor({ moved }).moved({ params: { id: 5 } })).toEqual({ method: 'POST', url: 'packages/5/delete' });
    expect(targetsFor({ moved }).moved({ id: 5 })).toEqual({ method: 'POST', url: '/api/packages/5/delete' });
  });
});

describe('the call table and the client', () => {
  it('names in every path exactly the parameters its params schema requires', () => {
    for (const call of allCalls) {
      const params = call.schema.params as { properties?: object; required?: string[] } | undefined;
      expect({ id: call.id, names: pathParametersOf(call.path).sort() }).toEqual({
        id: call.id,
        names: [...(params?.required ?? [])].sort(),
      });
      expect({ id: call.id, names: Object.keys(params?.properties ?? {}).sort() }).toEqual({
        id: call.id,
        names: [...(params?.required ?? [])].sort(),
      });
    }
  });
});

// Compile-time checks: the inputs are typed from the contract's schemas (tsc runs over this file).
export function typeChecks() {
  // @ts-expect-error the path parameter is `id`, not `packageId`
  catalogue.fetchArgs.getPackage({ params: { packageId: 1 } });
  // @ts-expect-error a call with path parameters needs them
  catalogue.fetchArgs.getPackage();
  // @ts-expect-error `id` is a number in the schema
  catalogue.target.updatePackage({ id: '1' });
  // @ts-expect-error a GET takes no body
  catalogue.fetchArgs.regions({ body: {} });
  // @ts-expect-error a call without a querystring schema takes no query
  leads.confirmed({ query: { handleby: 'x' } });
  // @ts-expect-error the body is checked against the schema
  leads.updateStatus({ body: { id: 1, status: 'Maybe' } });
  // @ts-expect-error a call with a body needs it
  auth.login();
}
