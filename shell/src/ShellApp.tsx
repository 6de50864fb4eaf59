/**
 * The shell's React tree: the router every remote shares, the frame, and the remote that
 * owns the current path according to the registry. ShellView is the same tree without the
 * router, so the gateway renders it inside a StaticRouter (shell/src/server.tsx) and the
 * browser hydrates exactly that markup.
 */

import { type BrowserRegistry, pickRemote } from '@agency/registry';
import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FallbackPanel } from './components/FallbackPanel';
import { Frame, ShellMain } from './components/Frame';
import { useFocusOnNavigation } from './components/focusOnNavigation';
import { LoadingIndicator } from './components/LoadingIndicator';
import { RemoteView } from './components/RemoteView';
import type { AppLoader, RemoteLoader } from './federation/remoteLoader';

/** Set on <html> once the shell has rendered or hydrated the page in the browser. */
export const SHELL_READY_ATTRIBUTE = 'data-shell-ready';

type RegistryState = { status: 'loading' } | { status: 'ready'; registry: BrowserRegistry } | { status: 'failed' };

interface Props {
  loader: RemoteLoader;
  loadRegistry: () => Promise<BrowserRegistry>;
  /** The registry snapshot the page came with (no /registry.json round trip before the first paint). */
  initialRegistry?: BrowserRegistry;
}

export function ShellApp({ loader, loadRegistry, initialRegistry }: Props) {
  const [state, setState] = useState<RegistryState>(() =>
    initialRegistry ? { status: 'ready', registry: initialRegistry } : { status: 'loading' },
  );
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
  // The snapshot is read once, at start; "Try again" re-reads the registry itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    // Tells tests and tools the page is live: rendered or hydrated, its handlers attached.
    document.documentElement.setAttribute(SHELL_READY_ATTRIBUTE, '');
    if (initialRegistry) loader.registerActive(initialRegistry);
    else refresh();
  }, []);

  return (
    <BrowserRouter>
      <ShellView
        state={state}
        loader={loader}
        onRetry={refresh}
        onRetryRegistry={() => {
          setState({ status: 'loading' });
          refresh();
        }}
      />
    </BrowserRouter>
  );
}

interface ViewProps {
  state: RegistryState;
  loader: AppLoader;
  onRetry: () => void;
  onRetryRegistry: () => void;
}

export function ShellView({ state, loader, onRetry, onRetryRegistry }: ViewProps) {
  useFocusOnNavigation();
  return (
    <Frame>
      {state.status === 'ready' ? (
        <Routes>
          <Route path="*" element={<OwnerOfPath registry={state.registry} loader={loader} onRetry={onRetry} />} />
        </Routes>
      ) : (
        <ShellMain>{state.status === 'loading' ? <LoadingIndicator /> : <FallbackPanel onRetry={onRetryRegistry} />}</ShellMain>
      )}
    </Frame>
  );
}

function OwnerOfPath({ registry, loader, onRetry }: { registry: BrowserRegistry; loader: AppLoader; onRetry: () => void }) {
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
