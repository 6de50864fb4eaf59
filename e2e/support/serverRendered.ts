/**
 * Without scripts a page is only what the server rendered. On a busy machine a site's first
 * render of a page (the remote's server build loading) may outlast the render budget and fall
 * back to client rendering, which is not cached; such a page is asked for again until the server
 * rendered it (at most ten times, then the test fails).
 */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
}

export async function fetchServerRendered(url: string): Promise<RenderedPage> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    const html = await response.text();
    if (response.headers.get('x-render-mode') !== 'client') return { status: response.status, headers: response.headers, html };
    if (attempt === 10) throw new Error(`${url} was rendered in the browser only, ${attempt} times`);
  }
}
