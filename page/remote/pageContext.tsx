/**
 * What a page tells the server while it renders: its head and its HTTP status. The gateway
 * renders a remote's tree inside ServerPageProvider and reads the record afterwards; in the
 * browser there is no provider and the same hooks keep the document's head in step with the
 * page instead (client navigation).
 */
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { DEFAULT_PAGE_HEAD, documentTitle, type PageHead, type PostedForm, readBootData, shortDescription } from '../protocol';

export interface ServerPageRecord {
  /** The site's public origin, for absolute URLs in the head (canonical, JSON-LD). */
  origin: string;
  status: number;
  head: PageHead;
  redirect?: string;
  clientOnly?: boolean;
  /** The form posted without scripts that this render shows again. */
  posted?: PostedForm;
  /** The on-demand chunks the render used (lazyPage). */
  chunks?: string[];
}

export function newServerPageRecord(origin: string, posted?: PostedForm): ServerPageRecord {
  return { origin, status: 200, head: DEFAULT_PAGE_HEAD, ...(posted ? { posted } : {}) };
}

const ServerPageContext = createContext<ServerPageRecord | null>(null);

export function ServerPageProvider({ record, children }: { record: ServerPageRecord; children: ReactNode }) {
  return <ServerPageContext.Provider value={record}>{children}</ServerPageContext.Provider>;
}

/**
 * Declares the page's head. The deepest component that calls it wins on the server (the
 * layout's default, then the page's own); in the browser it updates title, description
 * and canonical link after each render that changes them.
 */
export function usePageHead(head: PageHead | undefined): void {
  const record = useContext(ServerPageContext);
  if (record && head) record.head = head;
  const title = head && documentTitle(head.title);
  const description = head && shortDescription(head.description);
  const canonical = head?.canonicalPath;
  useEffect(() => {
    if (!title || record) return;
    document.title = title;
    setMeta('description', description ?? '');
    setCanonical(canonical);
  }, [title, description, canonical, record]);
}

/** The site's public origin: the server's configured one, or the browser's. */
export function useSiteOrigin(): string {
  const record = useContext(ServerPageContext);
  return record?.origin ?? window.location.origin;
}

/** Declares the page's HTTP status on the server (404 for a page that is not there); nothing in the browser. */
export function useHttpStatus(status: number): void {
  const record = useContext(ServerPageContext);
  if (record) record.status = status;
}

/** Asks the server for a permanent redirect (an old address of a page that has a new one). */
export function useServerRedirect(path: string | undefined): void {
  const record = useContext(ServerPageContext);
  if (record && path) record.redirect = path;
}

/** Marks the page as one only the browser can render (it reads navigation state). */
export function useClientOnlyPage(clientOnly: boolean): void {
  const record = useContext(ServerPageContext);
  if (record && clientOnly) record.clientOnly = true;
}

/** Notes on the server that the page rendered an on-demand chunk of the build (see lazyPage); nothing in the browser. */
export function useRenderedChunk(chunk: string): void {
  const record = useContext(ServerPageContext);
  if (!record) return;
  record.chunks ??= [];
  if (!record.chunks.includes(chunk)) record.chunks.push(chunk);
}

/**
 * The form the browser posted without scripts, as the server renders it again: from the
 * request on the server, from the page's boot data in the browser (so hydration matches).
 * Only the page the server rendered shows it; the caller says whether that is still on screen.
 */
export function usePostedForm(onServerRenderedPage: boolean): PostedForm | undefined {
  const record = useContext(ServerPageContext);
  if (record) return record.posted;
  return onServerRenderedPage ? readBootData()?.posted : undefined;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(path: string | undefined) {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!path) {
    existing?.remove();
    return;
  }
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'canonical' });
  link.href = new URL(path, window.location.origin).href;
  if (!existing) document.head.append(link);
}
