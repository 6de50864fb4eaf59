import { Session } from 'node:inspector';
import { writeFileSync, mkdirSync } from 'node:fs';
import { createDatabase, loadConfig } from '../../services/common/src';
import { buildGateway } from '../../services/gateway/src';
import { announceListening } from './processes';
async function main() {
  const session = new Session(); session.connect();
  const post = (m: string, p?: object) => new Promise<any>((res, rej) => session.post(m, p ?? {}, (e, r) => (e ? rej(e) : res(r))));
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const db = createDatabase(config.databaseUrl);
  const app = await buildGateway({ config, mode: { kind: 'embedded', db } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await post('Profiler.enable'); await post('Profiler.start');
  announceListening(url, async () => { const { profile } = await post('Profiler.stop'); mkdirSync('/tmp/h5/gprof', { recursive: true }); writeFileSync('/tmp/h5/gprof/p.cpuprofile', JSON.stringify(profile)); await app.close(); });
}
main();
