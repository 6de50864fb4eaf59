/** @jest-environment @agency/test-kit/jest/jsdom-environment.js */

import { parseBootData, readBootData } from './boot-data';
import { BOOT_DATA_ELEMENT_ID } from './server-page';

function writeBoot(text: string | undefined) {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  if (text === undefined) return;
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: BOOT_DATA_ELEMENT_ID, textContent: text });
  document.body.append(script);
}

describe('the boot data reader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads nothing from a page without boot data (a client-rendered page)', () => {
    writeBoot(undefined);
    expect(readBootData()).toBeUndefined();
  });

  it('reads the registry, the rendering version, the state and the posted form as the gateway wrote them', () => {
    const boot = {
      registry: { remotes: [] },
      rendered: { remote: 'storefront', version: '1.0.0-abc' },
      state: { storefront: { api: {} } },
    };
    writeBoot(JSON.stringify(boot));
    expect(readBootData()).toEqual(boot);
    expect(readBootData()?.state?.storefront).toEqual({ api: {} });
  });

  it('reads the element again when its text changed (one parse per text, not one per page load of the module)', () => {
    writeBoot(JSON.stringify({ registry: 1 }));
    expect(readBootData()?.registry).toBe(1);
    writeBoot(JSON.stringify({ registry: 2 }));
    expect(readBootData()?.registry).toBe(2);
  });

  it('takes unreadable boot data for none, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeBoot('{"registry": ');
    expect(readBootData()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable boot data'), expect.any(SyntaxError));
    expect(parseBootData('null')).toBeUndefined();
    expect(parseBootData('')).toBeUndefined();
  });
});
