/**
 * The server-rendered HTML of the public pages passes the Nu HTML Checker (vnu, the W3C's
 * validator, from the vnu-jar package; it runs on the machine's Java): search engines, screen
 * readers and link checkers read this markup before any script runs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PackageListResponse } from '@agency/contracts';
import { retreatPaths, storefrontPaths } from '@agency/site';
import { fetchServerRendered } from './support/serverRendered';
import { api } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** vnu's errors for the files, as 'file:line message «extract»'. */
function validate(files: string[]): Promise<string[]> {
  const jar = String(require('vnu-jar'));
  return new Promise((resolve, reject) => {
    // vnu answers 1 when it found errors; its report is on stderr either way.
    execFile(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 32 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && !stderr.trim().startsWith('{')) {
          reject(new Error(`vnu did not run (it needs Java: Debian's default-jre-headless): ${error.message}\n${stderr}`));
          return;
        }
        const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
        resolve(
          messages
            .filter((message) => message.type !== 'info')
            .map(
              (message) => `${path.basename(message.url)}:${message.lastLine ?? '?'} ${message.message} «${message.extract?.trim() ?? ''}»`,
            ),
        );
      },
    );
  });
}

describe('the public pages are valid HTML (Nu HTML Checker)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agency-vnu-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds no error on any of them', async () => {
    const [first] = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1')).data;
    const pages: Record<string, string> = {
      home: storefrontPaths.home,
      continent: '/Asia',
      country: '/SriLanka',
      holidays: storefrontPaths.holidays,
      'holiday-type': `${storefrontPaths.holidays}/Adults_Only_Holidays`,
      'holiday-type-list': `${storefrontPaths.deals}?holidayType=Adults_Only_Holidays`,
      packages: storefrontPaths.deals,
      package: `/package-detail/${first._id}`,
      retreat: retreatPaths.retreat,
      about: storefrontPaths.aboutUs,
      contact: storefrontPaths.contact,
      terms: encodeURI(storefrontPaths.terms),
      'not-found': '/no-such-page-here',
    };
    const files: string[] = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      // The markup checked is the page's content, rendered on the server (not an empty client-rendered shell).
      const page = await fetchServerRendered(`${suite.site.url}${pagePath}`);
      expect([name, page.headers.get('content-type')]).toEqual([name, expect.stringMatching(/^text\/html/)]);
      expect([name, page.headers.get('x-render-mode')]).toEqual([name, expect.stringMatching(/^(server|streamed)$/)]);
      const file = path.join(dir, `${name}.html`);
      await writeFile(file, page.html);
      files.push(file);
    }
    expect(await validate(files)).toEqual([]);
  });
});
