/**
 * The rows of one package as a save writes them, inside the caller's transaction: the
 * package row, then its children (pricing, countries, cities, holiday types, services,
 * hotels, texts, images). An update replaces the children the form carries and keeps what
 * the form does not show: home-deal flags, departure prices, the overview written for the
 * storefront's cards (unless it was only ever the description), and artwork banners.
 */
import { randomBytes } from 'node:crypto';
import type { PackageForm } from '@agency/contracts';
import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { type PackageImageRow, type PackageRow, type PackageTextRow, TABLES as T } from '../db/rows';
import { retirePackage } from '../queries/similar-packages';
import { forgetPackageText, indexPackageText } from '../search/search-text';
import { cardText, durationText } from '../seed/catalogue';
import { slugify } from '../seed/slug';
import { uploadedFileOfUrl } from './image-store';
import type { ResolvedPackage } from './resolve-references';

export interface PackageContent {
  form: PackageForm;
  resolved: ResolvedPackage;
  /** Gallery image URLs in order: the kept ones, then the new uploads. */
  gallery: string[];
}

/** What an update needs to know of the package it replaces. */
export interface CurrentPackage {
  row: PackageRow;
  gallery: string[];
  banner: string | null;
  overview: string[];
}

/** Tables whose rows are the form's, replaced whole by an update (texts: only the form's kinds). */
const FORM_CHILD_TABLES = [
  T.packagePricing,
  T.packageCountries,
  T.packageCities,
  T.packageHolidayTypes,
  T.packageInclusions,
  T.packageExclusions,
  T.packageHotels,
  T.packageImages,
] as const;

/** Row locks exist on MySQL only; SQLite runs one writer at a time anyway. */
export function locking<Q extends Knex.QueryBuilder>(trx: Knex.Transaction, query: Q, mode: 'update' | 'share'): Q {
  if (kindOf(trx) !== 'mysql') return query;
  return (mode === 'update' ? query.forUpdate() : query.forShare()) as Q;
}

/**
 * The banner (Turner2Data) after a save: an artwork banner, or an upload the package still
 * shows, stays; otherwise the first gallery image takes its place (none without images).
 */
export function bannerAfterSave(current: string | null, gallery: readonly string[]): string | null {
  if (current && (uploadedFileOfUrl(current) === null || gallery.includes(current))) return current;
  return gallery[0] ?? null;
}

/** The overview after an update: written texts are kept; one that only repeated the description follows it. */
export function overviewAfterUpdate(current: CurrentPackage, form: PackageForm): string[] | null {
  const derived =
    current.overview.length === 0 || (current.overview.length === 1 && current.overview[0] === current.row.description_paragraph);
  return derived ? [form.description.paragraph] : null;
}

function packageColumns(form: PackageForm, resolved: ResolvedPackage, overview: readonly string[], now: number) {
  const first = form.pricing[0];
  return {
    package_name: form.packageName.trim(),
    description_title: form.description.title?.trim() ?? '',
    description_paragraph: form.description.paragraph,
    duration: form.duration,
    continent_id: resolved.continentId,
    price: first.price,
    value_offer_price: first.valueOfferPrice ?? null,
    class_bar_data: durationText(form.duration),
    card_text: cardText(overview[0] ?? ''),
    updated_at: now,
  };
}

async function insertRows(trx: Knex.Transaction, table: string, rows: object[]): Promise<void> {
  if (rows.length > 0) await trx(table).insert(rows);
}

/** Writes the form's children of package `id` (the caller has removed the old ones). */
async function insertChildren(
  trx: Knex.Transaction,
  id: number,
  content: PackageContent,
  banner: string | null,
  overview: string[] | null,
) {
  const { form, resolved, gallery } = content;
  const links = (column: string, ids: number[]) => ids.map((ref, position) => ({ package_id: id, [column]: ref, position }));
  const texts = (kind: PackageTextRow['kind'], values: readonly string[]) =>
    values.map((text, position) => ({ package_id: id, kind, position, text }));

  await insertRows(
    trx,
    T.packagePricing,
    form.pricing.map((p, position) => ({
      package_id: id,
      position,
      type: p.type,
      price: p.price,
      value_offer_price: p.valueOfferPrice ?? null,
    })),
  );
  await insertRows(trx, T.packageCountries, links('country_id', resolved.countryIds));
  await insertRows(trx, T.packageCities, links('city_id', resolved.cityIds));
  await insertRows(trx, T.packageHolidayTypes, links('holiday_type_id', resolved.holidayTypeIds));
  await insertRows(trx, T.packageInclusions, links('inclusion_id', resolved.inclusionIds));
  await insertRows(trx, T.packageExclusions, links('exclusion_id', resolved.exclusionIds));
  await insertRows(
    trx,
    T.packageHotels,
    resolved.hotels.map((h, position) => ({ package_id: id, city_id: h.cityId, position, name: h.name, star: h.star, nights: h.nights })),
  );
  await insertRows(trx, T.packageTexts, [
    ...texts('inclusion', form.inclusionTexts),
    ...texts('exclusion', form.exclusionTexts),
    ...(overview ? texts('overview', overview) : []),
  ]);
  await insertRows(trx, T.packageImages, [
    ...gallery.map((url, position) => ({ package_id: id, kind: 'gallery', position, url })),
    ...(banner ? [{ package_id: id, kind: 'banner', position: 0, url: banner }] : []),
  ]);
}

/** Inserts a new package; its overview (the cards' text) starts as the description. Returns its id. */
export async function insertPackage(trx: Knex.Transaction, content: PackageContent, now: number): Promise<number> {
  const overview = [content.form.description.paragraph];
  const slugBase = slugify(content.form.packageName).slice(0, 140) || 'package';
  const [id] = await trx(T.packages).insert({
    ...packageColumns(content.form, content.resolved, overview, now),
    // The slug only has to be unique; the random part keeps two saves of one name apart.
    slug: `${slugBase}-${randomBytes(4).toString('hex')}`,
    home_deal_section1: false,
    home_deal_section2: false,
    home_deal_section3: false,
    created_at: now,
  });
  await insertChildren(trx, Number(id), content, bannerAfterSave(null, content.gallery), overview);
  await indexPackageText(trx, Number(id));
  return Number(id);
}

/** The package `id` as an update starts from, locked against other writers (null when there is none). */
export async function currentPackage(trx: Knex.Transaction, id: number): Promise<CurrentPackage | null> {
  const row: PackageRow | undefined = await locking(trx, trx(T.packages).where({ id }).first(), 'update');
  if (!row) return null;
  const [images, overview]: [PackageImageRow[], PackageTextRow[]] = await Promise.all([
    trx(T.packageImages)
      .where({ package_id: id })
      .orderBy([{ column: 'kind' }, { column: 'position' }]),
    trx(T.packageTexts).where({ package_id: id, kind: 'overview' }).orderBy('position'),
  ]);
  return {
    row,
    gallery: images.filter((i) => i.kind === 'gallery').map((i) => i.url),
    banner: images.find((i) => i.kind === 'banner')?.url ?? null,
    overview: overview.map((t) => t.text),
  };
}

/** Replaces package `id` with the form (see the file comment for what is kept). Returns the image URLs it no longer has. */
export async function replacePackage(
  trx: Knex.Transaction,
  current: CurrentPackage,
  content: PackageContent,
  now: number,
): Promise<string[]> {
  const id = Number(current.row.id);
  const overview = overviewAfterUpdate(current, content.form);
  await trx(T.packages)
    .where({ id })
    .update(packageColumns(content.form, content.resolved, overview ?? current.overview, now));
  for (const table of FORM_CHILD_TABLES) await trx(table).where({ package_id: id }).delete();
  await trx(T.packageTexts)
    .where({ package_id: id })
    .whereIn('kind', overview ? ['inclusion', 'exclusion', 'overview'] : ['inclusion', 'exclusion'])
    .delete();
  const banner = bannerAfterSave(current.banner, content.gallery);
  await insertChildren(trx, id, content, banner, overview);
  await indexPackageText(trx, id);
  const kept = new Set([...content.gallery, ...(banner ? [banner] : [])]);
  return [...current.gallery, ...(current.banner ? [current.banner] : [])].filter((url) => !kept.has(url));
}

/** Deletes package `id` and every row of it. Returns its image URLs, or null when there is no such package. */
export async function deletePackageRows(trx: Knex.Transaction, id: number): Promise<string[] | null> {
  const current = await currentPackage(trx, id);
  if (!current) return null;
  // An old link to it can still offer holidays like it.
  await retirePackage(trx, id);
  await forgetPackageText(trx, id);
  // Children first: the foreign keys cascade, but the order must not depend on it.
  for (const table of [...FORM_CHILD_TABLES, T.packageTexts, T.packageDeparturePrices]) await trx(table).where({ package_id: id }).delete();
  await trx(T.packages).where({ id }).delete();
  return [...current.gallery, ...(current.banner ? [current.banner] : [])];
}

/** Of `urls`, the uploaded files no package refers to any more (read after the save committed). */
export async function unusedUploads(db: Knex, urls: readonly string[]): Promise<string[]> {
  const uploads = [...new Set(urls)].filter((url) => uploadedFileOfUrl(url) !== null);
  if (uploads.length === 0) return [];
  const used = new Set((await db(T.packageImages).distinct('url').whereIn('url', uploads)).map((r: { url: string }) => r.url));
  return uploads.filter((url) => !used.has(url)).map((url) => uploadedFileOfUrl(url)!);
}
