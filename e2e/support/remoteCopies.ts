/**
 * Changed versions of a remote for deploy tests, built from a COPY of its folder so the
 * working tree is never touched: the copy's `src/App.tsx` becomes `src/ShippedApp.tsx`
 * and a new `App.tsx` wraps (or replaces) it. A wrapping `App.tsx` passes on the shipped one's
 * named exports (the route table, whose data the server prefetches), so only the component
 * changes; a broken one replaces it (see emptyRouteTable).
 */
import { cp, mkdtemp, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@agency/registry';

export async function copyWithApp(name: RemoteName, appSource: string): Promise<string> {
  const source = path.resolve(__dirname, '../..', `mf-${name}`);
  const copy = await mkdtemp(path.join(os.tmpdir(), `mf-${name}-changed-`));
  await cp(source, copy, {
    recursive: true,
    filter: (file) => !['node_modules', 'dist'].includes(path.relative(source, file).split(path.sep)[0]),
  });
  await rename(path.join(copy, 'src/App.tsx'), path.join(copy, 'src/ShippedApp.tsx'));
  await writeFile(path.join(copy, 'src/App.tsx'), appSource);
  return copy;
}

/** The remote as shipped, with a banner line above it: a visible change. */
export function withBanner(text: string): string {
  return `import ShippedApp from './ShippedApp';
export * from './ShippedApp';

export default function App(props: Parameters<typeof ShippedApp>[0]) {
  return (
    <>
      <p data-testid="deploy-banner">${text}</p>
      <ShippedApp {...props} />
    </>
  );
}
`;
}

/**
 * The broken builds below stand for a bad release of the remote, not for its pages: they
 * export the route table the server entry reads as an empty one instead of passing on the
 * shipped one's, so the build holds the remote's entry, store and shared libraries but none
 * of its pages (a storefront deploy took about half the CPU that way: 15 s instead of 28 s).
 * Nothing they show is the shipped pages': the fallback tests check which version the page
 * came from.
 */
function emptyRouteTable(routeTable: string): string {
  return `export const ${routeTable}: never[] = [];`;
}

/**
 * A build whose render throws in the browser only: the server renders it (an empty page),
 * the browser fails when it hydrates, as with a bug in browser-only code. `routeTable` is
 * the name of the remote's route table export (`storefrontRoutes`).
 */
export function throwingInBrowser(message: string, routeTable: string): string {
  return `${emptyRouteTable(routeTable)}

export default function App(): null {
  if (typeof window !== 'undefined') throw new Error(${JSON.stringify(message)});
  return null;
}
`;
}

/** A build whose render always throws: loads fine, fails on screen. */
export function throwingOnRender(message: string, routeTable: string): string {
  return `${emptyRouteTable(routeTable)}

export default function App(): never {
  throw new Error(${JSON.stringify(message)});
}
`;
}
