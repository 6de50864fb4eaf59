/**
 * What an instance does between building its routes and taking visitors: it loads each public
 * remote's server container with the code of all its pages (`loadPages`: a page's first render
 * then waits for no chunk), renders the first page of each once (the page's and React's code
 * compiled by V8, the page in the HTML cache), and the pages the remote's version names in its
 * `warmUpPaths` (a page whose first render in a process costs far more than the next: the
 * deals list's took 340–360 ms, its next 70–100 ms, and the pressure guard read that stretch
 * of the event loop as overload, answering the next visitors 503), then waits until its event
 * loop is free again.
 * A freshly started instance otherwise spent its first seconds lagging on exactly that work,
 * and its pressure guard turned its first visitors away with 503 meanwhile. It runs once the
 * listener is open (so /livez answers as soon as the app is built), and the gateway's /readyz
 * answers 503 until it has finished (server.ts): a load balancer sends no visitor before.
 */
import { STAFF_REMOTE, toBrowserRegistry } from '@agency/registry';
import type { RegistryFeed } from '@agency/registry/feed';
import { untilLoopIsFree } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';

/** How long the start waits at most for the loop to be free: a start is never held up for long. */
const SETTLE_BOUND_MS = 5_000;

export async function warmUp(app: FastifyInstance, feed: RegistryFeed): Promise<string[]> {
  await untilLoopIsFree(app, SETTLE_BOUND_MS);
  const registry = toBrowserRegistry(await feed.current());
  const paths: string[] = [];
  for (const remote of registry.remotes.filter((r) => r.name !== STAFF_REMOTE && r.routes.length > 0)) {
    const asked = await app.renderedPages.warmUpPaths(remote.name, remote.active.version);
    paths.push(...new Set([remote.routes[0], ...asked]));
  }
  const answers: string[] = [];
  for (const url of paths) {
    try {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      answers.push(`${url} ${response.statusCode} ${response.headers['x-render-mode'] ?? ''}`.trim());
    } catch (error) {
      app.log.warn({ err: error, url }, 'warming the renderer up failed; the first visitor of that page renders it');
    }
  }
  await untilLoopIsFree(app, SETTLE_BOUND_MS);
  return answers;
}
