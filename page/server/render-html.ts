/**
 * One render of a React tree to HTML on the server, waiting for everything the tree suspends
 * on (lazily loaded pages), within an abort signal, as one piece of plain HTML. Any error reported while rendering fails
 * the render: a page React would quietly finish in the browser is not a good page to send.
 */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
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
