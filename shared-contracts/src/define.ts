/**
 * The shape of a call contract. Every HTTP call the product makes is declared once
 * with `defineCall`; services register their routes from it, the gateway derives its
 * prefix map from it, the authorisation matrix test walks it, and frontends take
 * their request and response types from it.
 */
import type { JSONSchema } from 'json-schema-to-ts';

export const SERVICES = ['catalogue', 'leads', 'auth', 'payment'] as const;
export type ServiceName = (typeof SERVICES)[number];
/**
 * Who serves a call: one of the services, or the gateway itself (the release calls: the
 * gateway owns the release rows and the shared file store, in the split mode too).
 */
export type CallOwner = ServiceName | 'gateway';

export const ROLES = ['admin', 'manager', 'employee', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** 'public' or the roles that may make the call (checked on the server). */
export type Access = 'public' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSchemas {
  params?: JSONSchema;
  querystring?: JSONSchema;
  body?: JSONSchema;
  /** Request headers the call reads (names in lower case). */
  headers?: JSONSchema;
  /** Status code → schema; fast-json-stringify serialises with these, so nothing undeclared leaks. */
  response: Readonly<Record<number, JSONSchema>>;
}

export interface CallContract<S extends CallSchemas = CallSchemas> {
  /** Stable identifier, `<area>.<verb>`; used in tests and the OpenAPI document. */
  readonly id: string;
  readonly method: HttpMethod;
  /**
   * Fastify path syntax, under /api (e.g. `/api/packages/:id`), or one of the site-root files
   * of SITE_ROOT_CALL_PREFIXES (`/sitemap.xml`).
   */
  readonly path: string;
  readonly service: CallOwner;
  readonly access: Access;
  /**
   * The call also accepts a deploy token (`Authorization: Bearer mfdt_…`) scoped to the remote
   * its path's `remote` parameter names, besides the roles of `access` (a team's pipeline).
   */
  readonly deployToken?: true;
  readonly summary: string;
  /** Request body encoding when it is not JSON. */
  readonly consumes?: 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** The response is a redirect or a page, not JSON (provider callbacks, sandbox page, images). */
  readonly produces?: 'redirect' | 'text/html' | 'image/svg+xml' | 'image/png' | 'application/xml' | 'text/csv';
  /**
   * A staff action the audit log records (services/common/src/audit-hooks.ts) when the call
   * succeeds: the action's name (`<thing>.<verb>`), or an AuditSpec when more is recorded.
   */
  readonly audit?: string | AuditSpec;
  readonly schema: S;
}

/** How a call is recorded in the audit log, beyond its action's name. */
export interface AuditSpec {
  /** The action's name in the log (`<thing>.<verb>`); admins filter by it. */
  readonly action: string;
  /** Refusals recorded too, by status (a wrong password at sign-in): who is unknown, so only the client is. */
  readonly refused?: readonly number[];
  /** Where a create's new id is in its JSON answer (a dotted path) when neither the path nor the body names the target. */
  readonly targetInAnswer?: string;
}

/** A call's audit spec, whichever way the contract wrote it. */
export function auditSpecOf(call: Pick<CallContract, 'audit'>): AuditSpec | undefined {
  return typeof call.audit === 'string' ? { action: call.audit } : call.audit;
}

/**
 * The few calls that live outside /api: search engines look for the sitemap at the site's
 * root, and a sitemap may only list URLs below its own folder, so /api/sitemap.xml could list
 * no page. The gateway routes these prefixes like the /api ones.
 */
export const SITE_ROOT_CALL_PREFIXES = ['/sitemap.xml', '/sitemaps'] as const;

/** True for a path under one of SITE_ROOT_CALL_PREFIXES. */
export function isSiteRootCallPath(path: string): boolean {
  return SITE_ROOT_CALL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Identity function that keeps the literal types of a contract (for FromSchema). */
export function defineCall<const S extends CallSchemas>(call: CallContract<S>): CallContract<S> {
  if (!call.path.startsWith('/api/') && !isSiteRootCallPath(call.path)) {
    throw new Error(`contract ${call.id}: path must start with /api/ (or be a site-root file: ${SITE_ROOT_CALL_PREFIXES.join(', ')})`);
  }
  return call;
}

/** The first path segment after /api (or, for a site-root call, the first segment): the gateway routes by it. */
export function prefixOf(path: string): string {
  if (!path.startsWith('/api/')) return `/${path.split('/')[1]}`;
  const segment = path.split('/')[2];
  return `/api/${segment}`;
}
