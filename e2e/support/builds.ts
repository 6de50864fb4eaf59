/**
 * What the browser tests need built: the shell in shell/dist (when missing or stale) and one
 * production build of every remote in a seed deploy folder (those it does not hold yet). Both
 * commands do nothing when everything is there, so this can run early, beside other work
 * (`npm test` runs it beside the unit tests), and again in global-setup at no cost.
 */
import { runScript } from './operations';
import { seedDatabaseFile } from './paths';

/** The build commands' output lines. The shell and the remotes build side by side: webpack waits on files as much as on the CPU. */
export async function buildForBrowserTests(seedDeployDir: string): Promise<string[]> {
  const outputs = await Promise.all([
    runScript('build.ts', ['shell', '--if-stale']),
    runScript('deploy.ts', ['--missing'], { deployDir: seedDeployDir, databaseUrl: `sqlite:${seedDatabaseFile(seedDeployDir)}` }),
  ]);
  return outputs.join('').split('\n').filter(Boolean);
}
