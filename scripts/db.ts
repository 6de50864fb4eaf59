/**
 * `npm run db:migrate` and `npm run db:seed`: see services/gateway/src/database-command.ts,
 * which production runs compiled, with node alone.
 */
import { runDatabaseCommand } from '@agency/gateway/database-command';
import { reportStartFailure } from '@agency/service-common';

runDatabaseCommand(process.argv[2]).then((line) => console.log(line), reportStartFailure);
