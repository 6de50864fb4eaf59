/** Reading a package's address and the catalogue's answer about it: the detail page, the deal page and the route data agree on both. */

/** '42' → 42; anything but a positive whole number → null (there is no such package to ask for). */
export function packageIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** The catalogue answered that it has no such package (never had, deleted, or a draft). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
