/** Child process: the yardstick, a bare Fastify route answering {hello:'world'}. */
import Fastify from 'fastify';
import { announceListening } from './processes';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announceListening(url, () => app.close());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
