/**
 * Not a bench section: where a CPU profile (render-cost.ts --profile) spent its time, by
 * package and by function, self time.
 *
 *   npx tsx scripts/bench/render-profile.ts <file.cpuprofile>
 */
import { readFileSync } from 'node:fs';
import { runCli } from '../lib/cli';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: render-profile.ts <file.cpuprofile>');
  summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
}

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // The profiler's own stop (node:inspector's post, up to a fifth of the samples) is no part of a render.
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const underInspector = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      if (byId.get(at)?.callFrame.url === 'node:inspector') return true;
    return false;
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    if (!underInspector(id)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(render|deploy)\//, '');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const pkg =
      file
        .split('/')
        .slice(0, file.startsWith('@') ? 2 : 1)
        .join('/') || '(native)';
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + micros);
  }
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.log(`\n${title}`);
    for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  };
  print('self time by package', byFile, 25);
  print('self time by function', byFunction, 50);
}

runCli(main);
