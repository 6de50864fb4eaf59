/**
 * The shell's React tree: the router every remote shares, the frame, and the remote that
 * owns the current path according to the registry.
 */
import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BrowserRegistry } from '@agency/registry';
import { FallbackPanel } from './components/FallbackPanel';
import { Frame, ShellMain } from './components/Frame';
import { LoadingIndicator } from './components/LoadingIndicator';
import { RemoteView } from './components/RemoteView';
import type { RemoteLoader } from './federation/remoteLoader';
import { pickRemote } from './registry/pickRemote';

type RegistryState = { status: 'loading' } | { status: 'ready'; registry: BrowserRegistry } | { status: 'failed' };

interface Props {
  loader: RemoteLoader;
  loadRegistry: () => Promise<BrowserRegistry>;
}

export function ShellApp({ loader, loadRegistry }: Props) {
  const [state, setState] = useState<RegistryState>({ status: 'loading' });
  const refresh = useCallback(() => {
    loadRegistry().then(
      (registry) => {
        loader.registerActive(registry);
        setState({ status: 'ready', registry });
      },
      (error: unknown) => {
        console.warn('[shell] the registry could not be read:', error);
        setState({ status: 'failed' });
      },
    );
  }, [loadRegistry, loader]);
  useEffect(refresh, [refresh]);

  return (
    <BrowserRouter>
      <Frame>
        {state.status === 'ready' ? (
          <Routes>
            <Route path="*" element={<OwnerOfPath registry={state.registry} loader={loader} onRetry={refresh} />} />
          </Routes>
        ) : (
          <ShellMain>
            {state.status === 'loading' ? (
              <LoadingIndicator />
            ) : (
              <FallbackPanel
                onRetry={() => {
                  setState({ status: 'loading' });
                  refresh();
                }}
              />
            )}
          </ShellMain>
        )}
      </Frame>
    </BrowserRouter>
  );
}

function OwnerOfPath({ registry, loader, onRetry }: { registry: BrowserRegistry; loader: RemoteLoader; onRetry: () => void }) {
  const { pathname } = useLocation();
  const remote = pickRemote(pathname, registry.remotes);
  if (!remote) {
    return (
      <ShellMain>
        <FallbackPanel onRetry={onRetry} />
      </ShellMain>
    );
  }
  // A new active version (after "Try again" re-read the registry) starts a fresh view.
  return <RemoteView key={`${remote.name}@${remote.active.version}`} remote={remote} loader={loader} onRetry={onRetry} />;
}
