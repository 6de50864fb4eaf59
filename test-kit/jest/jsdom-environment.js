// jsdom for the remotes' component tests, with the Fetch API a browser has. jsdom itself
// ships no fetch/Request/Response, and RTK Query needs them; Node 20 has them, so they are
// handed over from the outer realm. Request resolves relative URLs (`/api/...`) against the
// document's location, as a browser does, and AbortController comes along so that the
// signal RTK Query passes is one Node's Request accepts. Node's Web Crypto stands in for the browser's.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
];

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const win = this.global;
    for (const name of FROM_NODE) win[name] = globalThis[name];
    // Web Crypto (crypto.subtle), which jsdom lacks and a browser has: the proof-of-work solver digests with it.
    Object.defineProperty(win, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
  }
}

module.exports = BrowserLikeEnvironment;
