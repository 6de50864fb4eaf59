import { execFile } from 'node:child_process';
import path from 'node:path';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer?: string;
}

/** Redocly's recommended rules over a document, in a process of its own (see the script). */
function lint(document: string): Promise<Problem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'support/redocly-lint.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as Problem[]);
      },
    );
    child.stdin!.end(document);
  });
}

function errorsOf(problems: Problem[]): string[] {
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId} at ${problem.pointer}: ${problem.message}`);
}

describe("the published OpenAPI document passes Redocly's recommended rules", () => {
  let db: TestDatabase;
  let development: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', { migratedFor: services });
    const config = testConfig();
    for (const service of services) await prepareDatabase(service, db.db, config);
    development = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    production = await buildGateway({ config: testConfig({ production: true }), mode: { kind: 'embedded', db: db.db }, logger: false });
  });

  afterAll(async () => {
    await development.close();
    await production.close();
    await db.drop();
  });

  it('with every call (development, and what staff read)', async () => {
    const res = await development.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(errorsOf(await lint(res.body))).toEqual([]);
  });

  it('with the public calls (production)', async () => {
    const res = await production.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(errorsOf(await lint(res.body))).toEqual([]);
  });

  it('the linter is not blind: a document with the old faults fails it', async () => {
    const doc = JSON.parse((await development.inject({ method: 'GET', url: '/api/docs/json' })).body);
    delete doc.servers;
    const health = doc.paths['/api/catalogue/health'].get;
    delete health.security;
    health.responses['200'].content['application/json'].schema.errorMessage = 'leaked';
    const rules = errorsOf(await lint(JSON.stringify(doc))).map((line) => line.split(' ')[0]);
    expect(new Set(rules)).toEqual(new Set(['no-empty-servers', 'security-defined', 'struct']));
  });

  it('declares security on every operation: none for public calls, a bearer token for staff calls', async () => {
    const doc = (await development.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.paths['/api/catalogue/health'].get.security).toEqual([]);
    expect(doc.paths['/api/requests/data'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(JSON.stringify(doc)).not.toContain('"errorMessage"');
  });
});
