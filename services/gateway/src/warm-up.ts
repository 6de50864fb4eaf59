/**
 * What an instance does between building its routes and taking visitors: it renders the first
 * page of each public remote once (the server container loaded, the page's and React's code
 * compiled by V8, the page in the HTML cache), then waits until its event loop is free again.
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
  const paths = registry.remotes
    .filter((remote) => remote.name !== STAFF_REMOTE && remote.routes.length > 0)
    .map((remote) => remote.routes[0]);
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
