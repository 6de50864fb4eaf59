/**
 * Component tests answer the API calls a screen makes without a server: `stubFetch`
 * replaces the page's fetch with a handler that sees each Request (see jsdom-environment.js).
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function stubFetch(handler: FetchHandler): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const stub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The request that the stub saw at `index` (0 = first call). */
export function requestAt(stub: jest.Mock, index = 0): Request {
  return stub.mock.calls[index][0] as Request;
}
