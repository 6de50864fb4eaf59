/**
 * Holds a remote's RTK Query endpoints to the call contracts: each endpoint is driven once
 * through the fetch stub, and the request it makes must have its contract's method and path
 * (parameters filled in), the query it is given and a body exactly when the contract takes
 * one. The table must name every endpoint of the api, so an endpoint added without a contract
 * fails here rather than in the browser.
 */
import { jsonResponse, requestAt, stubFetch } from './fetch-stub';

/** The parts of a call contract this check reads (kept structural: test-kit depends on no workspace). */
export interface ContractLike {
  id: string;
  method: string;
  path: string;
  /** `response` is there because every contract has it: with only optional keys, TypeScript refuses a schema without a body. */
  schema: { body?: unknown; response: unknown };
}

/** One way of calling an endpoint (with `Arg`, its argument), and the request it must make. */
export type EndpointCase<Arg = unknown> = (undefined extends Arg ? { arg?: Arg } : { arg: Arg }) & {
  call: ContractLike;
  /** The path parameters the request carries, by the contract's names. */
  params?: Record<string, string | number>;
  /** The query the request carries; none when left out. */
  query?: Record<string, string>;
  /** The JSON the stub answers with, when the endpoint reads its answer (`{}` otherwise). */
  answer?: unknown;
};

type Initiated = Record<string, { initiate(arg: any, ...options: any[]): unknown }>;
type ArgOf<E> = E extends { initiate(arg: infer A, ...options: any[]): unknown } ? A : never;

/**
 * A case, or several (an endpoint may address several calls), for every endpoint of an api's
 * `endpoints` (RTK's own types), each argument typed as the endpoint takes it.
 */
export type EndpointCases<Endpoints extends Initiated> = {
  [Name in keyof Endpoints]: EndpointCase<ArgOf<Endpoints[Name]>> | readonly EndpointCase<ArgOf<Endpoints[Name]>>[];
};

interface DrivenApi {
  endpoints: Initiated;
  util: { resetApiState(): any };
}

interface DrivenStore {
  dispatch(action: any): any;
}

/** The contract's path with the expected parameters written in: deliberately not the client helper. */
function expectedPath({ path }: ContractLike, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

export function describeEndpointContracts(
  api: DrivenApi,
  cases: Record<string, EndpointCase | readonly EndpointCase[]>,
  createStore: () => DrivenStore,
): void {
  it('has a contract case for every endpoint of the api', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(api.endpoints).sort());
  });

  const all = Object.entries(cases).flatMap(([name, given]) =>
    (Array.isArray(given) ? given : [given]).map((one: EndpointCase) => [name, one] as const),
  );

  it.each(all)("%s sends its contract's request", async (name, { call, arg, params, query, answer = {} }) => {
    const fetch = stubFetch(() => jsonResponse(200, answer));
    const store = createStore();
    try {
      await store.dispatch(api.endpoints[name].initiate(arg));
      expect(fetch).toHaveBeenCalledTimes(1);
      const request = requestAt(fetch);
      const url = new URL(request.url);
      expect({ contract: call.id, request: `${request.method} ${url.pathname}` }).toEqual({
        contract: call.id,
        request: `${call.method} ${expectedPath(call, params)}`,
      });
      expect(Object.fromEntries(url.searchParams)).toEqual(query ?? {});
      expect((await request.clone().text()) !== '').toBe(call.schema.body !== undefined);
    } finally {
      store.dispatch(api.util.resetApiState());
    }
  });
}
