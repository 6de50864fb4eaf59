/**
 * The floors of the house: product code never imports the operations scripts, and no file
 * reaches into another workspace by a relative path (it names the package instead, so the
 * dependency shows in package.json and survives a move). Every import, export-from,
 * dynamic import and require of every source file tracked by git is checked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;

/** Workspace folders, deepest first so that `shell/ui` wins over `shell`; '' is the root package. */
const WORKSPACES: string[] = [...(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[]), '']
  .sort((a, b) => b.length - a.length);

function workspaceOf(relativeFile: string): string {
  return WORKSPACES.find((dir) => dir === '' || relativeFile === dir || relativeFile.startsWith(`${dir}/`))!;
}

function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  // A file deleted in the work tree but not yet in git's index is gone, not a source.
  return files.filter((file) => SOURCE.test(file) && !file.split('/').includes('node_modules') && existsSync(path.join(ROOT, file)));
}

interface Reach {
  file: string;
  specifier: string;
  target: string;
}

function relativeImports(file: string): Reach[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ file, specifier, target: path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)) }));
}

const reaches = trackedSources().flatMap(relativeImports);
const describeReach = ({ file, specifier }: Reach) => `${file} imports '${specifier}'`;

describe('import boundaries', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(reaches.length).toBeGreaterThan(200);
    expect(workspaceOf('shell/ui/src/Dialog.tsx')).toBe('shell/ui');
    expect(workspaceOf('shell/src/ShellApp.tsx')).toBe('shell');
    expect(workspaceOf('e2e/support/site.ts')).toBe('');
  });

  it('has nothing outside scripts/ importing scripts/', () => {
    const offenders = reaches.filter(({ file, target }) => !file.startsWith('scripts/') && (target === 'scripts' || target.startsWith('scripts/')));
    expect(offenders.map(describeReach)).toEqual([]);
  });

  it('has no relative import that crosses into another workspace (name the package instead)', () => {
    const offenders = reaches.filter(({ file, target }) => !target.startsWith('..') && workspaceOf(target) !== workspaceOf(file));
    expect(offenders.map(describeReach)).toEqual([]);
  });

  it('has no relative import that leaves the repository', () => {
    expect(reaches.filter(({ target }) => target.startsWith('..')).map(describeReach)).toEqual([]);
  });
});
