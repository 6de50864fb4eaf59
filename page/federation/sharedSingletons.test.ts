import { LENT_EXPORTS, SHARED_SINGLETONS } from '@agency/registry';
import * as ReduxToolkit from '@reduxjs/toolkit';
import * as ReduxQueryReact from '@reduxjs/toolkit/query/react';
import * as React from 'react';
import * as ReactRedux from 'react-redux';
import * as ReactRouterDom from 'react-router-dom';
import { type ProvidedLibrary, sharedSingletons } from './sharedSingletons';

/** What the runtime gets from a provided library: `lib()`, or the factory `get()` resolves to, called. */
async function moduleOf(library: ProvidedLibrary): Promise<unknown> {
  return 'lib' in library ? library.lib() : (await library.get())();
}

describe('the singletons the shell lends to the remotes', () => {
  const provided = sharedSingletons();

  it.each(SHARED_SINGLETONS.map((key) => [key]))('covers the remotes’ shared key %s', (key) => {
    const covered = key.endsWith('/') ? Object.keys(provided).some((name) => name.startsWith(key)) : key in provided;
    expect(covered).toBe(true);
  });

  it('lends the shell’s own module objects, as singletons of the installed versions', async () => {
    // The same functions, not copies (module namespace wrappers differ per importing file).
    expect(((await moduleOf(provided.react)) as typeof React).useState).toBe(React.useState);
    expect(((await moduleOf(provided['react-router-dom'])) as typeof ReactRouterDom).useNavigate).toBe(ReactRouterDom.useNavigate);
    expect(((await moduleOf(provided['react-redux'])) as typeof ReactRedux).useSelector).toBe(ReactRedux.useSelector);
    expect(((await moduleOf(provided['@reduxjs/toolkit'])) as typeof ReduxToolkit).configureStore).toBe(ReduxToolkit.configureStore);
    expect(((await moduleOf(provided['@reduxjs/toolkit/query/react'])) as typeof ReduxQueryReact).createApi).toBe(
      ReduxQueryReact.createApi,
    );
    for (const [name, library] of Object.entries(provided)) {
      expect(library.shareConfig.singleton).toBe(true);
      expect(library.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(library.shareConfig.requiredVersion).toBe(`^${library.version}`);
      expect(await moduleOf(library)).toBeTruthy();
      expect(name).not.toMatch(/\/$/);
    }
    expect(provided.react.version).toBe(React.version);
  });

  it.each(Object.keys(LENT_EXPORTS).map((key) => [key]))('lends %s by the exports of LENT_EXPORTS, each the library’s own', async (key) => {
    const names: readonly string[] = LENT_EXPORTS[key as keyof typeof LENT_EXPORTS];
    const lent = (await moduleOf(provided[key])) as Record<string, unknown>;
    expect(Object.keys(lent).sort()).toEqual([...names].sort());
    const library = (await import(key)) as Record<string, unknown>;
    for (const name of names) expect(lent[name]).toBe(library[name]);
  });

  it('has React, ReactDOM and the router loaded at once (the shell renders with them), Redux and RTK Query on request', () => {
    const loaded = Object.entries(provided)
      .filter(([, library]) => 'lib' in library)
      .map(([name]) => name);
    expect(loaded.sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', 'react/jsx-runtime']);
    const onRequest = Object.entries(provided)
      .filter(([, library]) => 'get' in library)
      .map(([name]) => name);
    expect(onRequest.sort()).toEqual(['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux']);
  });
});
