/** URL slugs: 'Côte d’Azur & Monaco' → 'cote-d-azur-monaco'. Used for package names and artwork file names. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
