/**
 * The floors of the house: product code never imports the operations scripts, and no file
 * reaches into another workspace by a relative path (it names the package instead, so the
 * dependency shows in package.json and survives a move). A package is entered only through
 * what it declares in `exports` (never `@agency/x/src/...`), and no two files import each
 * other, directly or round a longer circle. Every import, export-from, dynamic import and
 * require of every source file tracked by git is checked, and the `composes` of CSS modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const STYLE = /\.css$/;

/** Workspace folders, deepest first so that `shell/ui` wins over `shell`; '' is the root package. */
const WORKSPACES: string[] = [...(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[]), ''].sort(
  (a, b) => b.length - a.length,
);

function workspaceOf(relativeFile: string): string {
  return WORKSPACES.find((dir) => dir === '' || relativeFile === dir || relativeFile.startsWith(`${dir}/`))!;
}

function trackedFiles(kind: RegExp): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split(
    '\n',
  );
  // A file deleted in the work tree but not yet in git's index is gone, not a source.
  return files.filter((file) => kind.test(file) && !file.split('/').includes('node_modules') && existsSync(path.join(ROOT, file)));
}

interface Reach {
  file: string;
  specifier: string;
  target: string;
}

function specifiersOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (STYLE.test(file)) return [...text.matchAll(/composes:[^;]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return moduleSpecifiers(text, file);
}

type AstNode = { type?: string; [key: string]: unknown };

/** The string a node holds when it is a string literal. */
const literal = (node: unknown): string | undefined =>
  (node as AstNode | undefined)?.type === 'StringLiteral' ? ((node as AstNode).value as string) : undefined;

/**
 * Every module a file names: import and export-from (type-only ones too), `import x =
 * require()`, `declare module`, dynamic `import()` and `require()` of a string. Parsed with swc, the compiler
 * the builds and jest already use, so that the type check is free to run any TypeScript.
 */
function moduleSpecifiers(text: string, file: string): string[] {
  const typescript = /\.tsx?$/.test(file);
  const ast = parseSync(text, typescript ? { syntax: 'typescript', tsx: file.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    let specifier: string | undefined;
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration')
      specifier = literal(n.source);
    else if (n.type === 'TsExternalModuleReference') specifier = literal(n.expression);
    // `declare module 'x'` augments x, so it depends on it.
    else if (n.type === 'TsModuleDeclaration') specifier = literal(n.id);
    else if (n.type === 'CallExpression') {
      const callee = n.callee as AstNode;
      const first = (n.arguments as { expression: unknown }[])[0]?.expression;
      if (callee.type === 'Import' || (callee.type === 'Identifier' && callee.value === 'require')) specifier = literal(first);
    }
    if (specifier !== undefined) found.push(specifier);
    for (const [key, value] of Object.entries(n)) if (key !== 'span' && value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return found;
}

const sources = trackedFiles(SOURCE);
const imports = [...sources, ...trackedFiles(STYLE)].flatMap((file) => specifiersOf(file).map((specifier) => ({ file, specifier })));

const reaches: Reach[] = imports
  .filter(({ specifier }) => specifier.startsWith('.'))
  .map(({ file, specifier }) => ({ file, specifier, target: path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)) }));
const describeReach = ({ file, specifier }: { file: string; specifier: string }) => `${file} imports '${specifier}'`;

/** An export's target: a path, or paths by condition (`{ browser, default }`) that Node and webpack each pick from. */
type ExportTarget = string | Record<string, string>;

/** The workspaces' package.json files, by package name. */
const PACKAGES = new Map(
  WORKSPACES.filter((dir) => dir !== '').map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, ExportTarget>;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return [pkg.name, { dir, exports: pkg.exports, dependsOn: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }) }] as const;
  }),
);

/** `@agency/page/server` → ['@agency/page', './server']; undefined for anything not a workspace. */
function ownPackageOf(specifier: string): [string, string] | undefined {
  const match = /^(@agency\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match || !PACKAGES.has(match[1])) return undefined;
  return [match[1], match[2] ? `.${match[2]}` : '.'];
}

/** The files a declared export leads to (`*` patterns and every condition included), or undefined when none is declared. */
function exportedFiles(name: string, subpath: string): string[] | undefined {
  const { dir, exports } = PACKAGES.get(name)!;
  for (const [key, target] of Object.entries(exports ?? {})) {
    const star = key.indexOf('*');
    if (star < 0 ? key === subpath : subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
      const fill = (to: string) => (star < 0 ? to : to.replace('*', subpath.slice(star, subpath.length - (key.length - star - 1))));
      return (typeof target === 'string' ? [target] : Object.values(target)).map((to) => path.join(dir, fill(to)));
    }
  }
  return undefined;
}

const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

/** The repository files an import leads to, when they are ours: one, or one per export condition. */
function resolvedFiles(file: string, specifier: string): string[] {
  let bases: string[] | undefined;
  if (specifier.startsWith('.')) bases = [path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))];
  else {
    const own = ownPackageOf(specifier);
    bases = own && exportedFiles(...own);
  }
  return (bases ?? []).flatMap((base) => {
    const found = RESOLVED_EXTENSIONS.map((extension) => `${base}${extension}`).find(
      (candidate) => SOURCE.test(candidate) && existsSync(path.join(ROOT, candidate)),
    );
    return found ? [found] : [];
  });
}

/** Every circle of imports between source files (Tarjan's strongly connected components). */
function importCircles(): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of sources) edges.set(file, []);
  for (const { file, specifier } of imports) {
    if (!SOURCE.test(file)) continue;
    for (const target of resolvedFiles(file, specifier)) if (target !== file) edges.get(file)!.push(target);
  }
  return circlesOf(edges);
}

/** Every circle of workspaces depending on each other in their package.json (lerna refuses them: ECYCLE). */
function packageCircles(): string[][] {
  return circlesOf(new Map([...PACKAGES].map(([name, pkg]) => [name, pkg.dependsOn.filter((dep) => PACKAGES.has(dep))])));
}

/** The strongly connected components of more than one node (Tarjan). */
function circlesOf(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('import boundaries', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(reaches.length).toBeGreaterThan(200);
    expect(workspaceOf('shell/ui/src/Dialog.tsx')).toBe('shell/ui');
    expect(workspaceOf('shell/src/ShellApp.tsx')).toBe('shell');
    expect(workspaceOf('e2e/support/site.ts')).toBe('');
  });

  it('has nothing outside scripts/ importing scripts/', () => {
    const offenders = reaches.filter(
      ({ file, target }) => !file.startsWith('scripts/') && (target === 'scripts' || target.startsWith('scripts/')),
    );
    expect(offenders.map(describeReach)).toEqual([]);
  });

  it('has no relative import that crosses into another workspace (name the package instead)', () => {
    const offenders = reaches.filter(({ file, target }) => !target.startsWith('..') && workspaceOf(target) !== workspaceOf(file));
    expect(offenders.map(describeReach)).toEqual([]);
  });

  it('has no relative import that leaves the repository', () => {
    expect(reaches.filter(({ target }) => target.startsWith('..')).map(describeReach)).toEqual([]);
  });

  it('has every workspace declare what it exports', () => {
    const undeclared = [...PACKAGES].filter(([, { exports }]) => !exports || Object.keys(exports).length === 0).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('enters other packages only through their declared exports, never by a path into their sources', () => {
    const deep = imports.filter(({ specifier }) => /^@agency\/[^/]+\/src(\/|$)/.test(specifier));
    expect(deep.map(describeReach)).toEqual([]);
    const undeclared = imports.filter(({ specifier }) => {
      const own = ownPackageOf(specifier);
      return own !== undefined && exportedFiles(...own) === undefined;
    });
    expect(undeclared.map(describeReach)).toEqual([]);
  });

  it("has nothing importing the shell's sources (what the pages render with is @agency/page/federation)", () => {
    expect(imports.filter(({ specifier }) => specifier.startsWith('@agency/shell/src')).map(describeReach)).toEqual([]);
  });

  it('has no circle of imports between files', () => {
    expect(resolvedFiles('page/server/index.ts', './public-pages')).toEqual(['page/server/public-pages.ts']);
    expect(resolvedFiles('services/gateway/src/frontend.ts', '@agency/page/server')).toEqual(['page/server/index.ts']);
    expect(resolvedFiles('shell/ui/src/index.ts', '@agency/ui/icons')).toEqual([
      'shell/ui/src/icons/browser.ts',
      'shell/ui/src/icons/index.ts',
    ]);
    expect(importCircles().map((circle) => circle.join(' ↔ '))).toEqual([]);
  });

  it('has no circle of workspaces depending on each other', () => {
    expect(PACKAGES.get('@agency/shell')?.dependsOn).toContain('@agency/page');
    expect(packageCircles().map((circle) => circle.join(' ↔ '))).toEqual([]);
  });
});
