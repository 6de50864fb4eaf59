/**
 * Child process: @fastify/static serving STATIC_ROOT as a plain file server would (its
 * brotli and gzip copies sent as they are, immutable caching), the yardstick the gateway's
 * remote files are compared with.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { runCli } from '../lib/cli';
import { announceListening } from './processes';

async function main(): Promise<void> {
  const root = process.env.STATIC_ROOT;
  if (!root) throw new Error('STATIC_ROOT is not set');
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, preCompressed: true, immutable: true, maxAge: '365d' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announceListening(url, () => app.close());
}

runCli(main);
