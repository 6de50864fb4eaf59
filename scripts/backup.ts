/**
 * `npm run backup [-- --out <folder>]`: the database, uploads, deploy folder and JWT secret in
 * one timestamped archive with a manifest of counts and hashes (backups/ by default). The
 * archive holds the secret: keep it as you keep the secret.
 * `npm run restore -- <archive>`: into an empty database (DATABASE_URL) and the configured
 * folders, checking every count and hash.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ROOT_DIR, reportStartFailure } from '@agency/service-common';
import { backup, restore } from './lib/backup';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, archive] = positionals;
  const config = loadConfig();
  if (command === 'backup') {
    const result = await backup(config, path.resolve(values.out ?? path.join(ROOT_DIR, 'backups')));
    const rows = Object.values(result.manifest.database.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${Object.keys(result.manifest.database.tables).length} tables (${rows} rows) and ${Object.keys(result.manifest.files).length} files into ${result.archive}`,
    );
  } else if (command === 'restore' && archive) {
    const result = await restore(config, path.resolve(archive));
    console.log(`Restored the backup of ${result.manifest.createdAt}: every table's row count and every file's hash match its manifest.`);
    if (result.jwtSecret !== config.jwtSecret)
      console.log('Set JWT_SECRET to the backed-up one (secrets.env in the archive) so that sessions and two-factor keys stay valid.');
  } else {
    throw new Error('usage: npm run backup [-- --out <folder>] | npm run restore -- <archive>');
  }
}

main().catch(reportStartFailure);
