import type { Knex } from 'knex';
import { createDatabase, insertOne } from '../src/database';
import { STATEMENTS_PER_CONNECTION } from '../src/sqlite-client';

let db: Knex;
/** How many times SQLite was asked to compile SQL on the pool's one connection. */
let compiled: string[];

beforeEach(async () => {
  db = createDatabase('sqlite::memory:');
  const connection = (await db.client.acquireConnection()) as { prepare(sql: string): unknown };
  await db.client.releaseConnection(connection);
  const prepare = connection.prepare.bind(connection);
  compiled = [];
  connection.prepare = (sql: string) => {
    compiled.push(sql);
    return prepare(sql);
  };
  await db.schema.createTable('places', (t) => {
    t.increments('id');
    t.string('name').notNullable();
  });
  compiled = [];
});

afterEach(() => db.destroy());

describe('the SQLite client', () => {
  it('compiles a query once and runs it again with other values', async () => {
    const first = await insertOne(db, 'places', { name: 'Goa' });
    const second = await insertOne(db, 'places', { name: 'Ubud' });
    expect([first, second]).toEqual([1, 2]);
    expect(await db('places').where('name', 'Goa').select('id')).toEqual([{ id: 1 }]);
    expect(await db('places').where('name', 'Ubud').select('id')).toEqual([{ id: 2 }]);
    expect(compiled).toHaveLength(2);
  });

  it('answers with the table as it is now after the schema changed under a kept statement', async () => {
    await insertOne(db, 'places', { name: 'Goa' });
    expect(await db('places').select('*')).toEqual([{ id: 1, name: 'Goa' }]);
    await db.schema.alterTable('places', (t) => t.string('country').notNullable().defaultTo('India'));
    expect(await db('places').select('*')).toEqual([{ id: 1, name: 'Goa', country: 'India' }]);
  });

  it('reports changed rows and keeps transactions whole', async () => {
    await insertOne(db, 'places', { name: 'Goa' });
    expect(await db('places').where('name', 'Goa').update({ name: 'North Goa' })).toBe(1);
    await expect(
      db.transaction(async (trx) => {
        await trx('places').update({ name: 'Nowhere' });
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(await db('places').pluck('name')).toEqual(['North Goa']);
  });

  it('keeps a bounded number of statements, the least recently used going first', async () => {
    const query = (n: number) => db.raw(`SELECT ${n} AS n`);
    for (let n = 0; n <= STATEMENTS_PER_CONNECTION; n++) await query(n);
    expect(compiled).toHaveLength(STATEMENTS_PER_CONNECTION + 1);
    await query(STATEMENTS_PER_CONNECTION);
    expect(compiled).toHaveLength(STATEMENTS_PER_CONNECTION + 1);
    await query(0);
    expect(compiled).toHaveLength(STATEMENTS_PER_CONNECTION + 2);
  });
});
