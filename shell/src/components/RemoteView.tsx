/**
 * Shows one remote's app: loads it (loading indicator meanwhile), renders it inside its
 * own error boundary, and on any failure moves to the loader's next attempt (retry, then
 * the previous version), ending with the fallback panel. The wrapper carries the remote's
 * name and version as data attributes: what is on screen can be checked from outside.
 */

import type { BrowserRemote } from '@agency/registry';
import { type ComponentType, Suspense, useEffect, useMemo, useState } from 'react';
import { type AppLoader, candidatesFor } from '../federation/remoteLoader';
import { FallbackPanel } from './FallbackPanel';
import { ShellMain } from './Frame';
import { LoadingIndicator } from './LoadingIndicator';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteView.module.css';

interface Props {
  remote: BrowserRemote;
  loader: AppLoader;
  /** Re-reads the registry (a fixed version may have been deployed meanwhile). */
  onRetry: () => void;
}

const loadingState = (
  <ShellMain>
    <LoadingIndicator />
  </ShellMain>
);

export function RemoteView({ remote, loader, onRetry }: Props) {
  const candidates = useMemo(() => candidatesFor(remote), [remote]);
  const [index, setIndex] = useState(() => loader.attemptIndex(remote));
  const candidate = candidates[index];
  const [loaded, setLoaded] = useState<{ index: number; App: ComponentType } | undefined>(() => {
    const App = candidate && loader.ready(candidate);
    return App ? { index, App } : undefined;
  });
  const isLoaded = loaded?.index === index;

  useEffect(() => {
    if (!candidate || isLoaded) return;
    let current = true;
    loader.load(candidate).then(
      (App) => current && setLoaded({ index, App }),
      (error: unknown) => current && setIndex(loader.fail(remote, index, error)),
    );
    return () => {
      current = false;
    };
  }, [candidate, index, isLoaded, loader, remote]);

  if (!candidate) {
    const tryAgain = () => {
      loader.restart(remote);
      setLoaded(undefined);
      setIndex(0);
      onRetry();
    };
    return (
      <ShellMain>
        <FallbackPanel onRetry={tryAgain} />
      </ShellMain>
    );
  }
  if (!loaded || !isLoaded) return loadingState;
  const { App } = loaded;
  return (
    <RemoteErrorBoundary key={index} fallback={loadingState} onError={(error) => setIndex(loader.fail(remote, index, error))}>
      <Suspense fallback={loadingState}>
        <div className={styles.remote} data-remote={remote.name} data-remote-version={candidate.version}>
          <App />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
