/**
 * GET /api/packages/:id/similar on every test database: holidays of the same country or
 * holiday type for a package that was deleted or is a draft, the newest for an id the
 * catalogue never had; never the package itself, never a draft.
 */

import { createAjv, SIMILAR_PACKAGES_LIMIT, type SimilarPackagesResponse, similarPackagesResponse } from '@agency/contracts';
import { staffTokens } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { TABLES } from '../src/db/rows';
import { type PackageTopics, topicsOfPackage } from '../src/queries/similar-packages';
import { SEED_PACKAGES } from '../src/seed/catalogue';

const validAnswer = createAjv().compile(similarPackagesResponse);

describe.each(testDatabaseKinds())('GET /api/packages/:id/similar on %s', (kind) => {
  let service: TestService;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  const similar = async (id: number): Promise<SimilarPackagesResponse> => {
    const res = await service.app.inject({ method: 'GET', url: `/api/packages/${id}/similar` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validAnswer(body)).toBe(true);
    return body;
  };
  const shares = (topics: PackageTopics, other: PackageTopics) =>
    other.countries.some((country) => topics.countries.includes(country)) ||
    other.holidayTypes.some((type) => topics.holidayTypes.includes(type));
  const expectLike = async (answer: SimilarPackagesResponse, id: number, topics: PackageTopics) => {
    expect(answer.basedOn).toBe('package');
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.length).toBeLessThanOrEqual(SIMILAR_PACKAGES_LIMIT);
    for (const card of answer.data) {
      expect(card._id).not.toBe(id);
      expect(shares(topics, (await topicsOfPackage(service.db, card._id))!)).toBe(true);
    }
    // The same country comes first when there is one.
    expect(topics.countries).toEqual(expect.arrayContaining([expect.any(String)]));
    const first = (await topicsOfPackage(service.db, answer.data[0]._id))!;
    expect(first.countries.some((country) => topics.countries.includes(country))).toBe(true);
  };

  it('offers holidays of the same country or holiday type once a package is deleted', async () => {
    const id = 7;
    const topics = (await topicsOfPackage(service.db, id))!;
    const deleted = await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: tokens.bearer('admin') });
    expect(deleted.statusCode).toBe(200);
    expect((await service.app.inject({ method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(404);
    await expectLike(await similar(id), id, topics);
  });

  it('offers holidays like a draft, and never a draft', async () => {
    const draft = 11;
    await service.db(TABLES.packages).where({ id: draft }).update({ published: false });
    const topics = (await topicsOfPackage(service.db, draft))!;
    await expectLike(await similar(draft), draft, topics);
    const other = await similar(SEED_PACKAGES + 50);
    expect(other.data.map((card) => card._id)).not.toContain(draft);
  });

  it('offers the newest holidays for an id the catalogue never had', async () => {
    const answer = await similar(SEED_PACKAGES + 50);
    expect(answer.basedOn).toBe('catalogue');
    expect(answer.data).toHaveLength(SIMILAR_PACKAGES_LIMIT);
  });

  it.each(['abc', '0'])('answers 400 naming the id for the malformed id %s', async (id) => {
    const res = await service.app.inject({ method: 'GET', url: `/api/packages/${id}/similar` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'id must be a positive whole number' });
  });
});
