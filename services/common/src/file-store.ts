/**
 * The site's shared, content-addressed file store: remote versions (browser and server
 * builds) and uploaded images live here, so every instance serves the same bytes whatever
 * its own disk holds. A file's address is the sha256 of its bytes: storing the same bytes
 * twice stores them once, and what an address names never changes (served as immutable).
 *
 * `FileStore` is what the rest of the site uses; `DatabaseFileStore` keeps the files in the
 * site's database (the default). Files are cut into chunks of CHUNK_BYTES, one row each, so
 * MySQL's max_allowed_packet (4 MB on older servers) never limits a file's size, and a file
 * is listed as present only after its last chunk is written: a writer killed half-way
 * leaves chunks nobody can read as a file (the next put of the same bytes completes them).
 * An object store (S3 and compatible ones) implements the same four calls: see
 * docs/releases.md.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { type Migration, migrate } from './database';

export interface StoredFile {
  /** sha256 of the bytes, hex. */
  hash: string;
  size: number;
}

export interface FileStore {
  /** Stores the bytes (once: the same bytes are already there) and answers their address. */
  put(bytes: Buffer): Promise<StoredFile>;
  /** The bytes at `hash`, or undefined when no complete file has that address. */
  get(hash: string): Promise<Buffer | undefined>;
  has(hash: string): Promise<boolean>;
  /** Removes the file; nothing happens when it is not there. */
  delete(hash: string): Promise<void>;
}

export const FILE_STORE_MIGRATIONS_NAME = 'file_store';
/** 512 KiB: well under any MySQL's max_allowed_packet, large enough that a big file is few rows. */
export const CHUNK_BYTES = 512 * 1024;
const FILES = 'store_files';
const CHUNKS = 'store_chunks';

const HASH = /^[0-9a-f]{64}$/;

export function isFileHash(value: string): boolean {
  return HASH.test(value);
}

export function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export const fileStoreMigrations: readonly Migration[] = [
  {
    name: '001_store',
    async up(db) {
      await db.schema.createTable(FILES, (t) => {
        t.string('hash', 64).primary();
        t.bigInteger('size').notNullable();
        t.integer('chunks').notNullable();
        t.string('stored_at', 32).notNullable();
      });
      await db.schema.createTable(CHUNKS, (t) => {
        t.string('hash', 64).notNullable();
        t.integer('idx').notNullable();
        // MEDIUMBLOB on MySQL (up to 16 MB): a chunk is 512 KiB; BLOB on SQLite.
        t.specificType('bytes', db.client.config.client === 'mysql2' ? 'mediumblob' : 'blob').notNullable();
        t.primary(['hash', 'idx']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists(CHUNKS);
      await db.schema.dropTableIfExists(FILES);
    },
  },
];

export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Knex) {}

  async prepare(): Promise<void> {
    await migrate(this.db, FILE_STORE_MIGRATIONS_NAME, fileStoreMigrations);
  }

  async put(bytes: Buffer): Promise<StoredFile> {
    const hash = hashOf(bytes);
    if (await this.has(hash)) return { hash, size: bytes.length };
    const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES));
    for (let idx = 0; idx < chunks; idx += 1) {
      // One row per statement: each insert stays one chunk in size on the wire. A chunk
      // already there (an interrupted or concurrent put of the same bytes) holds the same bytes.
      await this.db(CHUNKS)
        .insert({ hash, idx, bytes: bytes.subarray(idx * CHUNK_BYTES, (idx + 1) * CHUNK_BYTES) })
        .onConflict(['hash', 'idx'])
        .ignore();
    }
    try {
      await this.db(FILES).insert({ hash, size: bytes.length, chunks, stored_at: new Date().toISOString() });
    } catch (error) {
      // Another writer stored the same bytes meanwhile: the file is there either way.
      if (!(await this.has(hash))) throw error;
    }
    return { hash, size: bytes.length };
  }

  async get(hash: string): Promise<Buffer | undefined> {
    if (!isFileHash(hash)) return undefined;
    const file = (await this.db(FILES).where({ hash }).first()) as { size: number | string; chunks: number } | undefined;
    if (!file) return undefined;
    const rows = (await this.db(CHUNKS).where({ hash }).orderBy('idx').select('idx', 'bytes')) as { idx: number; bytes: Buffer }[];
    if (rows.length !== file.chunks) throw new Error(`The stored file ${hash} is missing chunks (${rows.length} of ${file.chunks})`);
    const bytes = Buffer.concat(rows.map((row) => Buffer.from(row.bytes)));
    if (bytes.length !== Number(file.size) || hashOf(bytes) !== hash) throw new Error(`The stored file ${hash} does not match its address`);
    return bytes;
  }

  async has(hash: string): Promise<boolean> {
    return isFileHash(hash) && (await this.db(FILES).where({ hash }).first('hash')) !== undefined;
  }

  async delete(hash: string): Promise<void> {
    if (!isFileHash(hash)) return;
    // The listing first: from then on no reader takes the chunks for a file.
    await this.db(FILES).where({ hash }).delete();
    await this.db(CHUNKS).where({ hash }).delete();
  }
}
