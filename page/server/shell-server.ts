/**
 * The shell's server entry (shell/dist-server/shell-server.js, built with the shell): the
 * frame around a remote's page, as the browser hydrates it. Required once per build of the
 * shell (a rebuilt file is required afresh).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserRegistry } from '@agency/registry';
import type { ReactElement } from 'react';

export interface ShellServer {
  shellTree(input: { url: string; registry: BrowserRegistry; remote: string; version: string; page: ReactElement }): ReactElement;
}

export const SHELL_SERVER_FILE = path.join('dist-server', 'shell-server.js');

let cached: { file: string; mtimeMs: number; module: ShellServer } | undefined;

export function loadShellServer(shellRoot: string): ShellServer {
  const file = path.join(shellRoot, SHELL_SERVER_FILE);
  const { mtimeMs } = statSync(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.module;
  delete require.cache[require.resolve(file)];
  const module = require(file) as ShellServer;
  cached = { file, mtimeMs, module };
  return module;
}
