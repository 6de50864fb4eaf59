/** @jest-environment jsdom */
import { clearRemoteTraces } from '../src/federation/clearRemoteTraces';

function add(tag: 'script' | 'link', url: string) {
  const element = document.createElement(tag);
  if (tag === 'script') element.setAttribute('src', url);
  else {
    element.setAttribute('rel', 'stylesheet');
    element.setAttribute('href', url);
  }
  document.head.appendChild(element);
}

const urls = () => [...document.querySelectorAll('script[src], link[href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href'));

describe('clearRemoteTraces', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    add('script', '/shell.1234abcd.js');
    add('script', '/remotes/storefront/1.0.0-bbbbbbbb/remoteEntry.js');
    add('script', `${window.location.origin}/remotes/storefront/1.0.0-bbbbbbbb/516.5ab91197.js`);
    add('link', '/remotes/storefront/1.0.0-bbbbbbbb/__federation_expose_App.23f927d5.css');
    add('script', '/remotes/storefront-beta/1.0.0-eeeeeeee/remoteEntry.js');
    add('script', '/remotes/retreat/1.0.0-cccccccc/remoteEntry.js');
  });

  it('removes the remote’s scripts and stylesheets of every version, and nothing else', () => {
    clearRemoteTraces('storefront');
    expect(urls()).toEqual([
      '/shell.1234abcd.js',
      '/remotes/storefront-beta/1.0.0-eeeeeeee/remoteEntry.js',
      '/remotes/retreat/1.0.0-cccccccc/remoteEntry.js',
    ]);
  });

  it('drops the remote’s chunk-loading global, leaving the others', () => {
    const scope = window as unknown as Record<string, unknown>;
    scope.webpackChunkstorefront = [[['a'], {}]];
    scope.webpackChunkretreat = [];
    clearRemoteTraces('storefront');
    expect(scope.webpackChunkstorefront).toBeUndefined();
    expect(scope.webpackChunkretreat).toEqual([]);
  });

  it('empties a global that cannot be deleted', () => {
    const scope: Record<string, unknown> = {};
    Object.defineProperty(scope, 'webpackChunkstorefront', { value: [], writable: true, configurable: false });
    clearRemoteTraces('storefront', document, scope);
    expect(scope.webpackChunkstorefront).toBeUndefined();
  });
});
