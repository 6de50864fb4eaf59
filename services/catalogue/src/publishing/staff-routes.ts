/**
 * The staff calls: the staff package list (drafts included, searchable), one package
 * for editing, publish/unpublish and the home page's choice. Staff must see their own writes
 * at once, so these reads never go through the read cache and answer
 * `Cache-Control: private, no-store` (no browser or shared cache keeps them), and every
 * write clears the public read cache before it answers (see ../cache/http-cache.ts).
 */

import { catalogueCalls, HOME_PLACES, type HomePlacementsBody, PUBLISHING_MESSAGES, type StaffPackageRow } from '@agency/contracts';
import { badRequest, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TABLES as T } from '../db/rows';
import { loadPackageSummaries, loadPackages } from '../queries/package-loader';
import { countPackages, type PackageSort, selectPackageIds } from '../queries/package-page';
import { filtersOf } from '../routes/packages';
import { derivedAfter, derivedBefore } from '../writes/derived-rows';
import { homePlacesOf, readHomePlacements, removeFromHome, writeHomePlacements } from './home-places';
import { publishingStateOf } from './published';

/** What every staff read answers with: nobody keeps it. */
export const STAFF_CACHE_CONTROL = 'private, no-store';
const noStore = (reply: FastifyReply) => void reply.header('cache-control', STAFF_CACHE_CONTROL);

const noSuchPackage = (id: number) => notFound(`No package has the id ${id}`);

export async function staffPackageRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, catalogueCalls.listStaffPackages, async (request, reply) => {
    noStore(reply);
    const { query } = request;
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      const message = 'minPrice must not be more than maxPrice';
      throw badRequest(message, { minPrice: message });
    }
    const filters = { ...filtersOf(query), search: query.q, status: query.status };
    const sort: PackageSort = query.sortBy ? { by: query.sortBy, order: query.sortOrder } : { by: 'newest' };
    const [ids, total] = await Promise.all([
      selectPackageIds(app.db, filters, sort, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      countPackages(app.db, filters),
    ]);
    const [summaries, states, places] = await Promise.all([
      loadPackageSummaries(app.db, ids),
      publishingStateOf(app.db, ids),
      homePlacesOf(app.db, ids),
    ]);
    const data: StaffPackageRow[] = summaries.map((summary) => {
      const state = states.get(summary._id);
      return {
        ...summary,
        published: state?.published ?? false,
        updatedAt: state?.updatedAt ?? 0,
        homePlaces: places.get(summary._id) ?? [],
      };
    });
    return { data, pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalPackages: total } };
  });

  registerCall(app, catalogueCalls.getStaffPackage, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const [found] = await loadPackages(app.db, [id]);
    if (!found) throw noSuchPackage(id);
    const state = (await publishingStateOf(app.db, [id])).get(id);
    return { data: found, published: state?.published ?? false };
  });

  registerCall(app, catalogueCalls.setPublication, async (request, reply) => {
    noStore(reply);
    const { id } = request.params;
    const { published } = request.body;
    const found = await app.db.transaction(async (trx) => {
      const before = await derivedBefore(trx, id);
      const changed = await trx(T.packages).where({ id }).update({ published, updated_at: Date.now() });
      if (changed === 0) return false;
      if (!published) await removeFromHome(trx, id);
      await derivedAfter(trx, id, before);
      return true;
    });
    if (!found) throw noSuchPackage(id);
    app.catalogueCache.invalidate();
    return { message: published ? PUBLISHING_MESSAGES.published : PUBLISHING_MESSAGES.unpublished, published };
  });

  registerCall(app, catalogueCalls.homePlacements, async (_request, reply) => {
    noStore(reply);
    return readHomePlacements(app.db);
  });

  registerCall(app, catalogueCalls.saveHomePlacements, async (request, reply) => {
    noStore(reply);
    const choice = request.body as HomePlacementsBody;
    await app.db.transaction(async (trx) => {
      const wanted = [...new Set(HOME_PLACES.flatMap((place) => choice[place]))];
      const rows: { id: number; published: number | boolean }[] =
        wanted.length > 0 ? await trx(T.packages).whereIn('id', wanted).select('id', 'published') : [];
      const known = new Map(rows.map((row) => [Number(row.id), Boolean(Number(row.published))]));
      const fields: Record<string, string> = {};
      for (const place of HOME_PLACES) {
        if (choice[place].some((id) => !known.has(id))) fields[place] = PUBLISHING_MESSAGES.noSuchPackages;
        else if (choice[place].some((id) => !known.get(id))) fields[place] = PUBLISHING_MESSAGES.notPublished;
      }
      const messages = Object.values(fields);
      if (messages.length > 0) throw badRequest(messages[0], fields);
      await writeHomePlacements(trx, choice);
    });
    app.catalogueCache.invalidate();
    return readHomePlacements(app.db);
  });
}
