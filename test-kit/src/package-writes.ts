/**
 * What the package-write tests share: multipart bodies built the way a browser's FormData
 * sends them, staff tokens signed like the auth service's, small real image files, a valid
 * package form made from the seeded places, and a look at the upload folder's staging area.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EXCLUSION_TEXTS, PACKAGE_IMAGE_PART, type PackageForm, packageFormToWire, ROLES, type Role } from '@agency/contracts';
import { registerJwt } from '@agency/service-common';
import Fastify from 'fastify';
import type { Knex } from 'knex';
import { openTestSession } from './services';

export interface FilePart {
  filename: string;
  content: Buffer;
  /** What the browser claims the file is (the catalogue never believes it). */
  type?: string;
  /** The part name; `images` unless a test says otherwise. */
  field?: string;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body of text parts and files, encoded by undici's FormData as browsers do. */
export async function multipart(fields: Record<string, string>, files: readonly FilePart[] = []): Promise<MultipartRequest> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field ?? PACKAGE_IMAGE_PART,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }),
      file.filename,
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The multipart body of a package form plus its new image files. */
export function formBody(form: PackageForm | Record<string, unknown>, files: readonly FilePart[] = []): Promise<MultipartRequest> {
  return multipart(packageFormToWire(form as PackageForm), files);
}

/** Signs tokens of live sessions in `db` with the service's secret, as POST /api/auth/login would hand them out. */
export async function staffTokens(secret: string, db: Knex) {
  const app = Fastify({ logger: false });
  await registerJwt(app, secret, 3600);
  await app.ready();
  const sessions = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await openTestSession(db, { sub: 1, role })] as const)),
  ) as Record<Role, string>;
  return {
    bearer: (role: Role) => ({ authorization: `Bearer ${app.jwt.sign({ sub: 1, username: `test-${role}`, role, sid: sessions[role] })}` }),
    close: () => app.close(),
  };
}

/** Real tiny pictures (1×1 PNG and GIF, 2×2 JPEG and WebP): the catalogue decodes every upload. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAGhj//2Q==',
    'base64',
  ),
  webp: Buffer.from('UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAsBMJaACdLoAA5gA/tom/+Ic6HOhzMZ+6Ni62icAAAA=', 'base64'),
} as const;

/** Files that only carry a type's signature: they pass the first check and fail decoding (415). */
export const SIGNATURE_ONLY = {
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0x22)]),
} as const;

/** A valid form for the seeded catalogue: Thailand, two cities with a hotel each. */
export function validForm(overrides: Partial<PackageForm> = {}): PackageForm {
  return {
    packageName: 'Test Siam Discovery',
    description: {
      title: 'Why you will love it',
      paragraph: 'Temples in Bangkok, then beaches in Phuket, with time to rest between the two.',
    },
    pricing: [
      { type: 'Standard', price: 64999, valueOfferPrice: 72999 },
      { type: 'Deluxe', price: 79999 },
    ],
    duration: 6,
    destinations: {
      continent: 'Asia',
      countries: [
        {
          name: 'Thailand',
          cities: [
            { name: 'Bangkok', hotels: [{ name: 'Riverside Test Hotel', star: 4, night: 2 }] },
            { name: 'Phuket', hotels: [{ name: 'Test Bay Resort', star: 5, night: 3 }] },
          ],
        },
      ],
    },
    holidayTypes: ['Beach_Holidays', 'Honeymoons'],
    inclusionIds: ['hotels', 'transfers', 'sightseeing'],
    inclusionTexts: ['Five nights in the hotels listed, with daily breakfast'],
    exclusionTexts: [...DEFAULT_EXCLUSION_TEXTS],
    ...overrides,
  };
}

/** A fresh upload folder for one test file. */
export async function uploadFolder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-uploads-'));
  return {
    dir,
    /** Files still waiting in the staging folder (none once a request has answered). */
    staged: async () => readdir(path.join(dir, '.incoming')).catch(() => [] as string[]),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The file name of an uploaded image URL ('/api/images/upload-….png' → 'upload-….png'). */
export const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
