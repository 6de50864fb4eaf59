/**
 * POST /api/packages, PUT /api/packages/:id and DELETE /api/packages/:id, for administrators
 * and managers (the contract's access; registerCall puts the guard first, so nobody else gets
 * as far as sending a file).
 *
 * A save lands whole or not at all: the form is validated, the files are staged, then one
 * transaction writes the package and all its rows; only after it commits are the new files
 * published, the read cache cleared and the images no package uses any more deleted. A save
 * that fails anywhere leaves the catalogue as it was and no file behind (staged files are
 * discarded when the response has gone, see upload-intake.ts).
 *
 * Images are shared, not copied: a clone (a create whose existingImages are another package's)
 * points at the same files, and a file is deleted only when no package refers to it.
 */

import {
  catalogueCalls,
  PACKAGE_IMAGE_LIMITS,
  PACKAGE_IMAGE_MESSAGES,
  PACKAGE_MESSAGES,
  PACKAGE_PUBLISHED_PART,
  type Package,
} from '@agency/contracts';
import { badRequest, HttpError, notFound, registerCall } from '@agency/service-common';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { removeFromHome } from '../publishing/home-places';
import { loadPackages } from '../queries/package-loader';
import { auditPackageWrites } from './audit';
import { derivedAfter, derivedBefore } from './derived-rows';
import { type ImageStore, type StagedImage, uploadedImageUrl } from './image-store';
import { packageFormOfParts } from './package-input';
import {
  currentPackage,
  deletePackageRows,
  insertPackage,
  locking,
  type PackageContent,
  replacePackage,
  unusedUploads,
} from './package-rows';
import { resolveReferences } from './resolve-references';
import { acceptedUploads, installUploadIntake, refuseOversizedBody } from './upload-intake';

type SaveTarget = { kind: 'create' } | { kind: 'update'; id: number };

const noSuchPackage = (id: number) => notFound(`No package has the id ${id}`);

/** A create's kept images must be gallery images of a package in the catalogue (the clone's source); read with a shared lock so that source cannot drop them meanwhile. */
async function assertInCatalogue(trx: Knex.Transaction, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const rows: { url: string }[] = await locking(
    trx,
    trx(T.packageImages)
      .select('url')
      .where({ kind: 'gallery' })
      .whereIn('url', [...urls]),
    'share',
  );
  const known = new Set(rows.map((r) => r.url));
  if (urls.some((url) => !known.has(url)))
    throw badRequest(PACKAGE_IMAGE_MESSAGES.notInCatalogue, { existingImages: PACKAGE_IMAGE_MESSAGES.notInCatalogue });
}

function assertThisPackages(gallery: readonly string[], urls: readonly string[]): void {
  if (urls.some((url) => !gallery.includes(url)))
    throw badRequest(PACKAGE_IMAGE_MESSAGES.notThisPackages, { existingImages: PACKAGE_IMAGE_MESSAGES.notThisPackages });
}

export async function packageWriteRoutes(app: FastifyInstance, store: ImageStore): Promise<void> {
  auditPackageWrites(app);
  /** Deletes the uploaded files among `urls` that no package uses any more; a failure is logged, never the save's. */
  async function removeUnused(urls: readonly string[], log: FastifyBaseLogger): Promise<void> {
    try {
      for (const file of await unusedUploads(app.db, urls)) await store.remove(file);
    } catch (err) {
      log.error({ err }, 'removing unused package images failed');
    }
  }

  async function publish(uploads: readonly StagedImage[], log: FastifyBaseLogger): Promise<void> {
    for (const upload of uploads) {
      try {
        await store.publish(upload);
      } catch (err) {
        log.error({ err, file: upload.fileName }, 'publishing an uploaded package image failed after its save committed');
      }
    }
  }

  async function loadSaved(id: number): Promise<Package> {
    const [saved] = await loadPackages(app.db, [id]);
    if (!saved) throw noSuchPackage(id);
    return saved;
  }

  async function save(request: FastifyRequest, target: SaveTarget): Promise<Package> {
    if (!request.isMultipart()) throw new HttpError(415, PACKAGE_IMAGE_MESSAGES.notMultipart);
    const uploads = acceptedUploads(request);
    // `published` is not a form field: a create without it is published, an update without it keeps its state.
    const { [PACKAGE_PUBLISHED_PART]: publishedPart, ...parts } = (request.body ?? {}) as Record<string, unknown>;
    const published = publishedPart === undefined ? undefined : publishedPart === 'true';
    const form = packageFormOfParts(parts);
    const kept = [...new Set(form.existingImages ?? [])];
    if (kept.length + uploads.length > PACKAGE_IMAGE_LIMITS.maxImagesPerPackage) {
      throw badRequest(PACKAGE_IMAGE_MESSAGES.tooManyImages, { images: PACKAGE_IMAGE_MESSAGES.tooManyImages });
    }
    const gallery = [...kept, ...uploads.map((upload) => uploadedImageUrl(upload.fileName!))];
    const now = Date.now();

    const { id, dropped } = await app.db.transaction(async (trx) => {
      if (target.kind === 'create') {
        const resolved = await resolveReferences(trx, form);
        await assertInCatalogue(trx, kept);
        const content: PackageContent = { form, resolved, gallery };
        const created = await insertPackage(trx, content, now);
        if (published === false) await trx(T.packages).where({ id: created }).update({ published: false });
        await derivedAfter(trx, created, []);
        return { id: created, dropped: [] as string[] };
      }
      const current = await currentPackage(trx, target.id);
      if (!current) throw noSuchPackage(target.id);
      assertThisPackages(current.gallery, kept);
      const resolved = await resolveReferences(trx, form);
      const before = await derivedBefore(trx, target.id);
      const dropped = await replacePackage(trx, current, { form, resolved, gallery }, now);
      if (published !== undefined) await trx(T.packages).where({ id: target.id }).update({ published });
      if (published === false) await removeFromHome(trx, target.id);
      await derivedAfter(trx, target.id, before);
      return { id: target.id, dropped };
    });

    await publish(uploads, request.log);
    app.catalogueCache.invalidate();
    await removeUnused(dropped, request.log);
    return loadSaved(id);
  }

  await app.register(async (writes) => {
    await installUploadIntake(writes, store);
    const beforeBody = { onRequest: [refuseOversizedBody] };

    registerCall(
      writes,
      catalogueCalls.createPackage,
      async (request, reply) => {
        const data = await save(request, { kind: 'create' });
        return reply.status(201).send({ message: PACKAGE_MESSAGES.created, data });
      },
      beforeBody,
    );

    registerCall(
      writes,
      catalogueCalls.updatePackage,
      async (request) => {
        const { id } = request.params;
        const data = await save(request, { kind: 'update', id });
        return { message: PACKAGE_MESSAGES.updated, data };
      },
      beforeBody,
    );
  });

  registerCall(app, catalogueCalls.deletePackage, async (request) => {
    const { id } = request.params;
    const images = await app.db.transaction(async (trx) => {
      const before = await derivedBefore(trx, id);
      await removeFromHome(trx, id);
      const removed = await deletePackageRows(trx, id);
      await derivedAfter(trx, id, before);
      return removed;
    });
    if (images === null) throw noSuchPackage(id);
    app.catalogueCache.invalidate();
    await removeUnused(images, request.log);
    return { message: PACKAGE_MESSAGES.deleted };
  });
}
