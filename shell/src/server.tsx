/**
 * The shell's server entry (built to shell/dist-server/ for the gateway): the same tree the
 * browser hydrates (ShellView, the frame, the remote's wrapper with its name and version),
 * in a StaticRouter, with the page the remote's server build prepared in place of the
 * loaded App. React and the router come from the gateway (externals), the one copy the
 * remotes' server containers share too.
 */

import type { BrowserRegistry, BrowserRemote } from '@agency/registry';
import type { ComponentType, ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { type AppLoader, candidatesFor, type RemoteCandidate } from './federation/remoteLoader';
import { ShellView } from './ShellApp';

export interface ShellRenderInput {
  /** Path and query. */
  url: string;
  registry: BrowserRegistry;
  /** The remote and version whose server build prepared `page`. */
  remote: string;
  version: string;
  page: ReactElement;
}

/** A loader that has exactly one app ready: the prepared page of the rendering version. */
class OnePageLoader implements AppLoader {
  private readonly Page: ComponentType;

  constructor(private readonly input: ShellRenderInput) {
    const { page } = input;
    this.Page = () => page;
  }

  attemptIndex(remote: BrowserRemote): number {
    if (remote.name !== this.input.remote) return 0;
    return Math.max(
      0,
      candidatesFor(remote).findIndex((candidate) => candidate.version === this.input.version),
    );
  }

  ready(candidate: RemoteCandidate): ComponentType | undefined {
    return candidate.remote === this.input.remote && candidate.version === this.input.version ? this.Page : undefined;
  }

  load(candidate: RemoteCandidate): Promise<ComponentType> {
    return Promise.reject(
      new Error(`The server renders ${this.input.remote} ${this.input.version} only, not ${candidate.remote} ${candidate.version}`),
    );
  }

  fail(_remote: BrowserRemote, index: number): number {
    return index + 1;
  }

  restart(): void {}
}

export function shellTree(input: ShellRenderInput): ReactElement {
  const noop = () => {};
  return (
    <StaticRouter location={input.url}>
      <ShellView
        state={{ status: 'ready', registry: input.registry }}
        loader={new OnePageLoader(input)}
        onRetry={noop}
        onRetryRegistry={noop}
      />
    </StaticRouter>
  );
}
