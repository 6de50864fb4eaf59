/**
 * `npm run start:cluster -- --instances 2`: the production set-up on one machine. Debian's
 * nginx on PORT (8080 by default) in front of N gateway instances of the compiled build on
 * free 127.0.0.1 ports, all on the MySQL database DATABASE_URL names (and Redis when REDIS_URL
 * is set). It migrates first (once), then starts the instances, then nginx. Ctrl-C or SIGTERM
 * stops everything gracefully: nginx finishes its requests, each instance drains.
 *
 *   --instances N   how many gateway instances (default 2)
 *   --prefix DIR    nginx's folder: its generated nginx.conf, logs, pid (default data/nginx)
 *   --tls-certificate FILE --tls-key FILE
 *                   HTTPS with HTTP/2 on PORT: the certificate chain and its key, PEM files
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bootstrapAdministrator } from '@agency/auth';
import { services } from '@agency/gateway/services';
import { childEnvironment, createDatabase, loadConfig, migrateServices, reportStartFailure, StartError } from '@agency/service-common';
import { startCluster } from './lib/cluster';
import type { TlsFiles } from './lib/nginx-config';

const ROOT = path.resolve(__dirname, '..');

/** Both files or neither; each must be readable here (nginx reads them as this user). */
function tlsFilesOf(certificate: string | undefined, key: string | undefined): TlsFiles | undefined {
  if (certificate === undefined && key === undefined) return undefined;
  if (certificate === undefined || key === undefined)
    throw new StartError('HTTPS needs both --tls-certificate FILE and --tls-key FILE (PEM files)');
  const files = { certificateFile: path.resolve(certificate), keyFile: path.resolve(key) };
  for (const file of Object.values(files)) {
    try {
      accessSync(file, constants.R_OK);
    } catch {
      throw new StartError(`Cannot read ${file}: --tls-certificate and --tls-key name PEM files this user can read`);
    }
  }
  return files;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      prefix: { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
    },
  });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32)
    throw new StartError('--instances must be a whole number from 1 to 32');
  const config = loadConfig();
  // Instances on one SQLite file would each hold their own locks and caches: a cluster shares a server database.
  if (!/^(mysql|mariadb):\/\//.test(config.databaseUrl))
    throw new StartError('A cluster needs a shared database: set DATABASE_URL=mysql://user:password@host:3306/agency');
  const prefixDir = path.resolve(ROOT, values.prefix ?? path.join(config.dataDir, 'nginx'));
  const tls = tlsFilesOf(values['tls-certificate'], values['tls-key']);

  const db = createDatabase(config.databaseUrl);
  try {
    await migrateServices(services, db, config, bootstrapAdministrator);
  } finally {
    await db.destroy();
  }

  const cluster = await startCluster({
    instances,
    host: config.host,
    port: config.port,
    prefixDir,
    env: childEnvironment(),
    log: (line) => console.log(line),
    tls,
  });
  console.log(
    `\nThe site is running at ${cluster.url}: nginx (${path.join(prefixDir, 'nginx.conf')}) in front of ${instances} instance(s) on ports ${cluster.instances.map((i) => i.port).join(', ')}${config.redisUrl ? ', sharing Redis' : ''}.`,
  );
  console.log('Ctrl-C stops it gracefully.\n');

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping nginx and draining the instances …`);
    const codes = await cluster.stop();
    const failed = codes.some((code) => code !== 0);
    console.log(failed ? `stopped; exit codes (nginx first): ${codes.join(', ')}` : 'stopped');
    process.exit(failed ? 1 : 0);
  };
  // The children have process groups of their own: should this process die another way, they go too.
  process.once('exit', () => {
    for (const child of [cluster.nginx, ...cluster.instances.map((i) => i.child)]) if (child.exitCode === null) child.kill('SIGTERM');
  });
  // `on`, not `once`: a terminal's Ctrl-C reaches npm, tsx and this process, and tsx relays it again;
  // a repeated signal must not end this process (nor re-signal the instances) while they drain.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A terminal's Ctrl-C reaches the whole process group: the instances start draining on their own.
  cluster.nginx.once('exit', (code) => void stop(`nginx exited (${code})`));
  for (const instance of cluster.instances) {
    instance.child.once('exit', (code, signal) => {
      if (!stopping)
        console.error(
          `instance ${instance.index + 1} (port ${instance.port}) exited (${code ?? signal}); nginx sends its share to the others`,
        );
    });
  }
}

main().catch(reportStartFailure);
