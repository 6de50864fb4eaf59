/** Small helpers for the sandbox's server-rendered pages: escaping and a per-response policy. */
import { randomBytes } from 'node:crypto';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of one sandbox page, replacing the gateway's site-wide one for this response:
 * only its own nonce'd style and script run, nothing is loaded, and its forms may post only
 * to the origins named (the sandbox itself, the merchant's return URLs).
 */
export function pagePolicy(nonce: string, formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'none'",
    `form-action ${[...new Set(formTargets)].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
