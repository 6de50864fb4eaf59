/**
 * Not a bench section: the CPU one uncached page costs the gateway, measured in process
 * (requests injected one after another, READ_CACHE=off), beside the shell page's. Less noisy
 * than the render section's latencies on a busy machine, since it counts CPU time, not waits.
 * The site (built remotes, seeded SQLite) is set up once in the folder given and reused.
 *
 *   npx tsx scripts/bench/render-cost.ts <site folder> [requests per page, default 150] [--profile <file>]
 */
import { existsSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, loadConfig } from '@agency/service-common';
import { runCli } from '../lib/cli';
import { deployInto, SITE_PACKAGES } from './bench-site';
import { fillBenchDatabase } from './databases';
import { configOf, gatewayEnvironment } from './environment';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { profile: { type: 'string' }, 'profile-page': { type: 'string', default: '/' }, only: { type: 'string' } },
  });
  const [folder, count = '150'] = positionals;
  if (!folder) throw new Error('usage: render-cost.ts <site folder> [requests] [--profile <file>]');
  const workDir = path.resolve(folder);
  const databaseUrl = `sqlite:${path.join(workDir, 'bench.sqlite')}`;
  const env: NodeJS.ProcessEnv = { ...gatewayEnvironment(workDir, databaseUrl), READ_CACHE: 'off' };
  if (!existsSync(path.join(workDir, 'bench.sqlite'))) {
    await deployInto(databaseUrl, env.DEPLOY_DIR!, console.log);
    await fillBenchDatabase(databaseUrl, configOf(env), SITE_PACKAGES);
  }
  Object.assign(process.env, env);
  // React and the router pick their production builds when first required: after NODE_ENV is set.
  const { buildGateway } = await import('@agency/gateway');
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const db = createDatabase(config.databaseUrl);
  const app = await buildGateway({ config, mode: { kind: 'embedded', db } });
  await app.ready();
  try {
    const get = async (url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' }) => {
      const response = await app.inject({ url, headers });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response;
    };
    const regions = (await get('/api/regions', {})).json() as { countries: Array<{ name: string; route: string }> };
    const country = regions.countries.find((c) => c.name === 'Thailand') ?? regions.countries[0];
    const deals = (await get(`/api/deals/${encodeURIComponent(country.name)}`, {})).json() as Array<{ _id: number }>;
    const pages = ['/Log', '/', '/packages', `/${country.route}`, `/package-detail/${deals[0]._id}`];
    const session = new Session();
    if (values.profile) {
      session.connect();
      await session.post('Profiler.enable');
    }
    const results: Array<[string, number]> = [];
    for (const page of pages.filter((p) => !values.only || p === '/Log' || values.only.split(',').includes(p))) {
      for (let i = 0; i < 20; i++) await get(page);
      const warm = await get(page);
      if (page !== '/Log' && warm.headers['x-render-mode'] !== 'server')
        throw new Error(`${page} was not rendered on the server (${warm.headers['x-render-mode']})`);
      if (values.profile && page === values['profile-page']) await session.post('Profiler.start');
      const before = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < Number(count); i++) await get(page);
      const used = process.cpuUsage(before);
      const wall = performance.now() - started;
      if (values.profile && page === values['profile-page']) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(values.profile, JSON.stringify(profile));
      }
      const cpu = (used.user + used.system) / 1000 / Number(count);
      results.push([page, cpu]);
      console.log(`${page}: ${cpu.toFixed(2)} ms CPU, ${(wall / Number(count)).toFixed(2)} ms wall per request`);
    }
    const shell = results[0][1];
    console.log(
      results
        .slice(1)
        .map(([page, cpu]) => `${page} ${(cpu / shell).toFixed(1)}×`)
        .join(', '),
    );
  } finally {
    await app.close();
    await db.destroy();
  }
}

runCli(main);
