/**
 * Before a published server build can be activated, it is loaded and renders the remote's
 * `/` once — in a child process, so a build that throws, hangs or leaks while loading
 * cannot touch the instance serving visitors (its module-federation registrations and
 * required modules stay in the child). The child answers with one JSON line.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { unprocessable } from './release-checks';

export interface RenderCheckInput {
  /** The server build's entry (`<staging>/server/remoteEntry.js`). */
  entry: string;
  remote: string;
  version: string;
  shellRoot?: string;
  budgetMs?: number;
}

const DEFAULT_BUDGET_MS = 20_000;
/** Starting the child (TypeScript loader, React, the federation runtime) on a busy machine comes on top. */
const STARTUP_MS = 90_000;
const CHILD = path.join(__dirname, 'render-check-child.ts');

export async function renderCheck(input: RenderCheckInput): Promise<void> {
  const budgetMs = input.budgetMs ?? DEFAULT_BUDGET_MS;
  const outcome = await new Promise<{ ok: boolean; message?: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CHILD, JSON.stringify({ ...input, budgetMs })],
      { timeout: budgetMs + STARTUP_MS, maxBuffer: 1024 * 1024, cwd: path.join(__dirname, '..', '..') },
      (error, stdout) => {
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line) as { ok: boolean; message?: string });
        } catch {
          resolve({
            ok: false,
            message: error?.killed ? `it took longer than ${budgetMs} ms` : (error?.message ?? 'the check ended without an answer'),
          });
        }
      },
    );
  });
  if (!outcome.ok)
    throw unprocessable(
      `The server build of ${input.remote} ${input.version} failed to load and render /: ${outcome.message}. Fix it (npm run build:server in the remote shows the same) and publish again.`,
    );
}
