import * as React from 'react';
import * as ReactRouterDom from 'react-router-dom';
import { SHARED_SINGLETONS } from '@agency/registry';
import { sharedSingletons } from '../src/federation/sharedSingletons';

describe('the singletons the shell lends to the remotes', () => {
  const provided = sharedSingletons();

  it.each(SHARED_SINGLETONS.map((key) => [key]))('covers the remotes’ shared key %s', (key) => {
    const covered = key.endsWith('/') ? Object.keys(provided).some((name) => name.startsWith(key)) : key in provided;
    expect(covered).toBe(true);
  });

  it('lends the shell’s own module objects, as singletons of the installed versions', () => {
    // The same functions, not copies (module namespace wrappers differ per importing file).
    expect((provided.react.lib() as typeof React).useState).toBe(React.useState);
    expect((provided['react-router-dom'].lib() as typeof ReactRouterDom).useNavigate).toBe(ReactRouterDom.useNavigate);
    for (const [name, library] of Object.entries(provided)) {
      expect(library.shareConfig.singleton).toBe(true);
      expect(library.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(library.shareConfig.requiredVersion).toBe(`^${library.version}`);
      expect(library.lib()).toBeTruthy();
      expect(name).not.toMatch(/\/$/);
    }
    expect(provided.react.version).toBe(React.version);
  });
});
