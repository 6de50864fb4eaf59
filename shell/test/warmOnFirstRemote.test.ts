import { warmOnFirstRemotePlugin } from '../src/federation/runtimePlugins';
import { warmLibrariesOnRequest, type ProvidedLibrary } from '../src/federation/sharedSingletons';

type BeforeRequest = (args: { id: string }) => Promise<{ id: string }>;

describe('fetching the singletons lent on request ahead of the first remote', () => {
  it('warms once, on the first remote requested, and passes the request on unchanged', async () => {
    const warm = jest.fn();
    const beforeRequest = warmOnFirstRemotePlugin(warm).beforeRequest as unknown as BeforeRequest;
    expect(warm).not.toHaveBeenCalled();
    await expect(beforeRequest({ id: 'storefront/App' })).resolves.toEqual({ id: 'storefront/App' });
    await beforeRequest({ id: 'retreat/App' });
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('starts only the libraries lent on request, and a failed head start is not an error', async () => {
    const shareConfig = { singleton: true as const, requiredVersion: '^1.0.0' };
    const loaded = { version: '1.0.0', lib: jest.fn(() => ({})), shareConfig };
    const onRequest = { version: '1.0.0', get: jest.fn(() => Promise.resolve(() => ({}))), shareConfig };
    const failing = { version: '1.0.0', get: jest.fn(() => Promise.reject(new Error('chunk failed'))), shareConfig };
    const libraries: Record<string, ProvidedLibrary> = { loaded, onRequest, failing };
    warmLibrariesOnRequest(libraries);
    await Promise.resolve();
    expect(onRequest.get).toHaveBeenCalledTimes(1);
    expect(failing.get).toHaveBeenCalledTimes(1);
    expect(loaded.lib).not.toHaveBeenCalled();
  });
});
