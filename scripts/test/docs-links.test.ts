/**
 * The README is a front door to docs/: a link that names a moved or renamed file, or a heading
 * that no longer exists, strands a newcomer. Every relative link in the README and under docs/
 * must name a file or folder of the repository, and every #anchor a heading of its target,
 * spelled as GitHub spells heading anchors.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a `](…)` is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = proseOf(readFileSync(file, 'utf8')).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

interface Link {
  from: string;
  target: string;
}

function relativeLinksIn(file: string): Link[] {
  const links = [...proseOf(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return links.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target)).map((target) => ({ from: file, target }));
}

/** What is wrong with a link, or undefined when it resolves. */
function problemOf({ from, target }: Link): string | undefined {
  const [filePart, anchor] = target.split('#', 2);
  const resolved = filePart ? path.resolve(path.dirname(from), decodeURIComponent(filePart)) : from;
  if (!resolved.startsWith(ROOT)) return 'points outside the repository';
  if (!existsSync(resolved)) return 'names no file';
  if (anchor === undefined) return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'has an anchor into a file that is not markdown';
  return anchorsIn(resolved).has(anchor) ? undefined : `names no heading of ${path.relative(ROOT, resolved)}`;
}

describe('documentation links', () => {
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

  it('spells anchors as GitHub does', () => {
    expect(anchorOf("The catalogue's read cache")).toBe('the-catalogues-read-cache');
    expect(anchorOf('Walk 1: a public page')).toBe('walk-1-a-public-page');
    expect(anchorOf('The page protocol (server rendering)')).toBe('the-page-protocol-server-rendering');
    expect(anchorOf('What `npm test` runs')).toBe('what-npm-test-runs');
  });

  it('finds the README and a docs folder with links in them', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(relativeLinksIn).length).toBeGreaterThan(20);
  });

  it('resolves every relative link of the README and docs/', () => {
    const broken = files
      .flatMap(relativeLinksIn)
      .map((link) => ({ link, problem: problemOf(link) }))
      .filter(({ problem }) => problem !== undefined)
      .map(({ link, problem }) => `${path.relative(ROOT, link.from)}: (${link.target}) ${problem}`);
    expect(broken).toEqual([]);
  });

  it('starts the README with the two commands: the one that sets up and starts the site, and npm test', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const firstBlock = readme.match(/^```\w*\n([\s\S]*?)^```/m);
    expect(readme.indexOf('```')).toBeLessThan(readme.indexOf('\n## '));
    expect(firstBlock?.[1].trim().split('\n')).toEqual(['npm install && npm start', 'npm test']);
  });
});
