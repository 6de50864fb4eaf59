/** The remotes of the site; each lives in `mf-<name>/` and is deployed and rolled back on its own. */
export const REMOTE_NAMES = ['storefront', 'retreat', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
