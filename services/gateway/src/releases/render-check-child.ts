/**
 * The render check's child process (render-check.ts): loads one server build exactly as the
 * gateway does (ServerContainers) and renders `/` once, framed by the shell when it is built.
 * The site's API is not called from here: every data call answers 503, so the page renders
 * its error state, which still proves that the build loads and renders.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadShellServer, renderToHtml, ServerContainers, SHELL_SERVER_FILE } from '@agency/page/server';
import { emptyRegistry, toBrowserRegistry, withDeployed } from '@agency/registry';
import { createElement } from 'react';
import { StaticRouter } from 'react-router';
import type { RenderCheckInput } from './render-check';

async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2]) as Required<Pick<RenderCheckInput, 'budgetMs'>> & RenderCheckInput;
  const containers = new ServerContainers({ has: async () => true, entry: async () => input.entry });
  const module = await containers.load(input.remote, input.version);
  const offline = (async () =>
    new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'not called from the render check' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
  const page = module.createServerPage({ url: '/', origin: 'http://127.0.0.1', fetch: offline });
  if (typeof page.prepare !== 'function') throw new Error('its server page has no prepare()');
  const signal = AbortSignal.timeout(input.budgetMs);
  await page.prepare();
  const tree = page.render() as never;
  const shellFile = input.shellRoot ? path.join(input.shellRoot, SHELL_SERVER_FILE) : undefined;
  const registry = toBrowserRegistry(
    withDeployed(emptyRegistry(), input.remote, { version: input.version, deployedAt: new Date().toISOString(), routes: ['/'] }),
  );
  const element =
    shellFile && existsSync(shellFile)
      ? loadShellServer(input.shellRoot!).shellTree({ url: '/', registry, remote: input.remote, version: input.version, page: tree })
      : // Without a built shell, the router it would give the page.
        createElement(StaticRouter, { location: '/' }, tree);
  await renderToHtml(element, signal);
  page.outcome();
}

// The answer is the last stdout line, whatever happened; then exit at once, since a loaded
// build may leave timers or sockets open that would keep this child alive past its check.
main().then(
  () => {
    process.stdout.write(`\n${JSON.stringify({ ok: true })}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`\n${JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) })}\n`);
    process.exit(0);
  },
);
