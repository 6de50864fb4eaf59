/** `npm run remotes`: each remote's versions, oldest first, the active one marked with `*`. */
import { deployDir, runCli } from './lib/cli';
import { describeRemotes } from './lib/remote-operations';
import { readRegistry } from '@agency/registry/store';

runCli(async () => {
  for (const line of describeRemotes(await readRegistry(deployDir()))) console.log(line);
});
