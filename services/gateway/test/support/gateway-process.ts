/**
 * A gateway in a process of its own, as `npm start` runs one, for tests that stop it the
 * hard way (SIGKILL) and start it again on the same database and deploy folder: the
 * configuration comes from the environment, the stand-in shell from argv[2]. It prints
 * `listening <url>` once it answers.
 */
import { createDatabase, loadConfig } from '@agency/service-common';
import { buildGateway } from '../../src/app';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const app = await buildGateway({ config, mode: { kind: 'embedded', db }, logger: false, shellDir: process.argv[2] });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${url}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
