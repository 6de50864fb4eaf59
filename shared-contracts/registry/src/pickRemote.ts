/**
 * Which remote shows a path: the one whose route prefixes contain the path's first
 * segment, compared exactly (so `/Log` does not catch `/Login`, and `/admin/users`
 * belongs to `/admin`); otherwise the remote that owns `/` (the storefront: every other
 * page and the 404).
 */
import { type BrowserRemote, DEFAULT_ROUTE } from './format';

/** `/admin/users?x=1` → `/admin`; `/` → `/`; percent-escapes decoded (`/Terms%20&%20conditions`). */
export function firstSegment(pathname: string): string {
  const segment = pathname
    .split(/[?#]/, 1)[0]
    .split('/')
    .find((part) => part.length > 0);
  if (segment === undefined) return DEFAULT_ROUTE;
  try {
    return `/${decodeURIComponent(segment)}`;
  } catch {
    // A malformed escape is no route of anyone's: the default owner answers (with its 404).
    return `/${segment}`;
  }
}

export function pickRemote(pathname: string, remotes: readonly BrowserRemote[]): BrowserRemote | undefined {
  const segment = firstSegment(pathname);
  return (
    remotes.find((remote) => segment !== DEFAULT_ROUTE && remote.routes.includes(segment)) ??
    remotes.find((remote) => remote.routes.includes(DEFAULT_ROUTE))
  );
}
