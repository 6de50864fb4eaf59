/**
 * The page document: the shell's built index.html, filled per page at its markers
 * (DOCUMENT_MARKERS). Split once per build of the shell into the parts around the markers,
 * so a response is a few string joins: the part up to the page's head can leave first
 * (stylesheets, the shell's script and the remote's preloads start loading), the rest
 * follows with the head, the rendered HTML and the boot data.
 */
import { readFileSync, statSync } from 'node:fs';
import { DOCUMENT_MARKERS as M } from '@agency/registry';
import { BOOT_DATA_ELEMENT_ID, type BootData, type PageHead, renderHeadTags, scriptSafeJson } from '../protocol';

export interface DocumentParts {
  /** Up to the page's head, with the preload marker still in it. */
  start: string;
  /** The site's default head (title and description). */
  defaultHead: string;
  /** From the head's end to the root element's content. */
  middle: string;
  /** What the root element holds when the browser renders (the no-JavaScript notice). */
  clientBody: string;
  /** From the root element's end to the end, with the boot marker still in it. */
  end: string;
}

function between(text: string, open: string, close: string): [string, string, string] {
  const from = text.indexOf(open);
  const to = text.indexOf(close, from + open.length);
  if (from < 0 || to < 0) throw new Error(`The shell's index.html lacks the ${open} … ${close} markers: rebuild the shell`);
  return [text.slice(0, from), text.slice(from + open.length, to), text.slice(to + close.length)];
}

export function splitDocument(html: string): DocumentParts {
  const [start, defaultHead, afterHead] = between(html, M.headStart, M.headEnd);
  const [middle, clientBody, end] = between(afterHead, M.bodyStart, M.bodyEnd);
  if (!start.includes(M.preload) || !end.includes(M.boot))
    throw new Error("The shell's index.html lacks the preload or boot marker: rebuild the shell");
  return { start, defaultHead, middle, clientBody, end };
}

let cached: { file: string; mtimeMs: number; parts: DocumentParts } | undefined;

/** The parts of `<shell>/index.html`, read again when the shell is rebuilt. */
export function documentParts(file: string): DocumentParts {
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, parts: splitDocument(readFileSync(file, 'utf8')) };
  return cached.parts;
}

export interface PageContent {
  head?: PageHead;
  /** More head tags (the rendered page's preloads). */
  headExtra?: string;
  /** The server-rendered HTML of the root element; the client body when absent. */
  body?: string;
  boot: BootData;
}

export class PageDocument {
  constructor(
    private readonly parts: DocumentParts,
    private readonly origin: string,
    private readonly defaultImagePath: string,
  ) {}

  /** The bytes that may leave before the page is rendered. */
  opening(preloadTags: string): string {
    // A function, not a string: `$&`, `$'` or "$`" in the text must stay as written, not be read as replacement patterns.
    return this.parts.start.replace(M.preload, () => preloadTags);
  }

  /** The rest of the document after opening(). */
  rest({ head, headExtra = '', body, boot }: PageContent): string {
    const headTags = (head ? renderHeadTags(head, this.origin, this.defaultImagePath) : this.parts.defaultHead) + headExtra;
    const bootTag = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
    return `${headTags}${this.parts.middle}${body ?? this.parts.clientBody}${this.parts.end.replace(M.boot, () => bootTag)}`;
  }
}
