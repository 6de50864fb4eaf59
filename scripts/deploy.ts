/**
 * `npm run deploy -- <remote>`: builds only that remote into
 * deploy/remotes/<remote>/<version>/ and makes it active (DEPLOY_DIR overrides deploy/).
 */
import { deployDir, remoteArgument, runCli } from './lib/cli';
import { deployRemote } from './lib/remote-operations';

runCli(async () => {
  const name = remoteArgument(process.argv[2], 'npm run deploy -- <remote>');
  await deployRemote({ name, deployDir: deployDir(), log: console.log });
});
