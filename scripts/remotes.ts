/** `npm run remotes`: each remote's versions, oldest first, the active one marked with `*`, and who activated what and why. */
import { runCli, withLedger } from './lib/cli';
import { describeRemotes } from './lib/remote-operations';

runCli(async () => {
  const registry = await withLedger((ledger) => ledger.registry(), { announce: false });
  for (const line of describeRemotes(registry)) console.log(line);
});
