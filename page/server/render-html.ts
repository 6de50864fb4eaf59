/**
 * One render of a React tree to HTML on the server, as one piece of plain HTML. Any error
 * reported while rendering fails the render: a page React would quietly finish in the
 * browser is not a good page to send.
 *
 * A page's data is in its store before the render (its route's prefetch), so the only thing
 * a render can wait for is code: a page's chunk that a version has not loaded yet (its first
 * renders after a deploy). The render is first made in one synchronous pass (renderToString:
 * strings joined, no stream); a boundary that suspended shows in its HTML as one React
 * leaves for the browser to render (the `<!--$!-->` marker, never in text, which React
 * escapes), and such a render, or one that threw, is made again by waiting for everything
 * within the abort signal (prerenderToNodeStream), which also reports what went wrong.
 */
import type { ReactElement } from 'react';

// React's server renderers are loaded by the first render, not while the gateway starts.
const server = () => require('react-dom/server') as typeof import('react-dom/server');
const staticRenderer = () => require('react-dom/static') as typeof import('react-dom/static');

/** What React writes where a boundary was not rendered on the server (it suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  const html = renderAtOnce(element);
  if (html !== undefined && !html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  return renderWaiting(element, signal);
}

function renderAtOnce(element: ReactElement): string | undefined {
  try {
    return server().renderToString(element);
  } catch {
    return undefined; // rendered again below, which reports the error
  }
}

async function renderWaiting(element: ReactElement, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await staticRenderer().prerenderToNodeStream(element, {
    signal,
    // Never outline a large boundary into a later chunk: completing it takes an inline
    // script, which the site's security policy forbids (and a crawler may not run).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The render was stopped');
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
