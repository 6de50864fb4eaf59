/**
 * Receiving a package save's multipart body: the text parts become `request.body` (strings,
 * as `packageMultipartBody` describes them) and every image file is streamed to the image
 * store's staging area, then decoded and re-encoded (../photos/encode.ts). Problems with a
 * file (too large, not an image, an image that cannot be decoded (415), a file under another
 * part name) are recorded and the rest of the body is still read, so the
 * browser gets the answer instead of a reset connection; the handler then refuses the save
 * (`refuseProblemUploads`). Staged files that were not published are deleted when the
 * response has gone, whatever happened.
 */

import { PACKAGE_IMAGE_LIMITS, PACKAGE_IMAGE_MESSAGES, PACKAGE_IMAGE_PART } from '@agency/contracts';
import { badRequest, HttpError } from '@agency/service-common';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type ImageStore, type StagedImage, UndecodablePhoto } from './image-store';

export interface UploadIntake {
  images: StagedImage[];
  /** The first problem found with the files; a too-large file wins over the others (413). */
  problem: HttpError | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    packageUploads: UploadIntake | null;
  }
}

/** Text parts: a package's JSON is a few kB; 1 MB leaves room for a very long itinerary. */
const FIELD_BYTES = 1024 * 1024;
const MAX_FIELDS = 40;
/** A body longer than every allowed file and field together is refused before it is read. */
export const MAX_SAVE_BYTES = PACKAGE_IMAGE_LIMITS.maxFilesPerSave * PACKAGE_IMAGE_LIMITS.maxFileBytes + 2 * FIELD_BYTES;

export const tooLarge = () => new HttpError(413, PACKAGE_IMAGE_MESSAGES.tooLarge, { images: PACKAGE_IMAGE_MESSAGES.tooLarge });

function intakeOf(request: FastifyRequest): UploadIntake {
  request.packageUploads ??= { images: [], problem: null };
  return request.packageUploads;
}

function record(intake: UploadIntake, problem: HttpError): void {
  if (!intake.problem || (problem.statusCode === 413 && intake.problem.statusCode !== 413)) intake.problem = problem;
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const chunk of part.file) void chunk;
}

/** A file name as it may be quoted in a message: printable, short. */
function quoted(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return clean ? ` (${clean})` : '';
}

/** Registers @fastify/multipart for the routes of `app` (an encapsulated context holding only the package saves). */
export async function installUploadIntake(app: FastifyInstance, store: ImageStore): Promise<void> {
  app.decorateRequest('packageUploads', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // A file over the limit is cut off and recorded, and the body read to its end (see the file comment).
    throwFileSizeLimit: false,
    limits: {
      fileSize: PACKAGE_IMAGE_LIMITS.maxFileBytes,
      files: PACKAGE_IMAGE_LIMITS.maxFilesPerSave,
      fields: MAX_FIELDS,
      fieldSize: FIELD_BYTES,
      parts: PACKAGE_IMAGE_LIMITS.maxFilesPerSave + MAX_FIELDS,
      headerPairs: 100,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const intake = intakeOf(this);
      if (part.fieldname !== PACKAGE_IMAGE_PART) {
        await drain(part);
        const message = `Files can only be sent as ${PACKAGE_IMAGE_PART}`;
        record(intake, badRequest(message, { [part.fieldname]: message }));
        return;
      }
      const staged = await store.stage(part.file);
      intake.images.push(staged);
      if (part.file.truncated || staged.bytes > PACKAGE_IMAGE_LIMITS.maxFileBytes) record(intake, tooLarge());
      else if (!staged.type) {
        const message = `${PACKAGE_IMAGE_MESSAGES.notAnImage}${quoted(part.filename)}`;
        record(intake, badRequest(message, { images: message }));
      } else if (!intake.problem) {
        // Decoded while the rest of the body waits; after a problem the save is refused anyway.
        try {
          await store.encode(staged);
        } catch (error) {
          if (!(error instanceof UndecodablePhoto)) throw error;
          const message = `${PACKAGE_IMAGE_MESSAGES.undecodable}${quoted(part.filename)}`;
          record(intake, new HttpError(415, message, { images: message }));
        }
      }
    },
  });

  const discardStaged = async (request: FastifyRequest) => {
    const staged = request.packageUploads?.images ?? [];
    await Promise.all(staged.map((image) => store.discard(image)));
  };
  app.addHook('onResponse', discardStaged);
  app.addHook('onRequestAbort', discardStaged);

  // The parser's own limit errors, in the product's words (rethrown to the service's error handler).
  app.setErrorHandler((error: FastifyError) => {
    switch (error.code) {
      case 'FST_FILES_LIMIT':
        throw new HttpError(413, PACKAGE_IMAGE_MESSAGES.tooManyFiles, { images: PACKAGE_IMAGE_MESSAGES.tooManyFiles });
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new HttpError(413, `A package save has at most ${MAX_FIELDS} text parts`);
      case 'FST_INVALID_JSON_FIELD_ERROR':
        throw badRequest('A part sent as application/json is not valid JSON');
      default:
        throw error;
    }
  });
}

/** Route-level onRequest (after the guard): a body that cannot be a valid save is refused unread. */
export const refuseOversizedBody: onRequestHookHandler = (request, _reply, done) => {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_SAVE_BYTES) {
    done(
      new HttpError(
        413,
        `${PACKAGE_IMAGE_MESSAGES.tooLarge}, and at most ${PACKAGE_IMAGE_LIMITS.maxFilesPerSave} images can be uploaded at a time`,
        { images: PACKAGE_IMAGE_MESSAGES.tooLarge },
      ),
    );
    return;
  }
  done();
};

/** The staged images of the request, once the body has been read; throws the first problem with them. */
export function acceptedUploads(request: FastifyRequest): StagedImage[] {
  const intake = request.packageUploads;
  if (!intake) return [];
  if (intake.problem) throw intake.problem;
  return intake.images;
}
