/**
 * The commands' side of a site's API (`--to-site <url>`): who signs the call, and the
 * activation call itself. A team's pipeline signs with its deploy token (DEPLOY_TOKEN);
 * an operator with an administrator's account (ADMIN_USERNAME, ADMIN_PASSWORD, and
 * TOTP_CODE when the account signs in with a second step).
 */
import { type SiteCredentials, siteCredentialsFrom } from '@agency/service-common';
import { UsageError } from './cli';

export interface SiteAuth {
  /** The Authorization header's value. */
  authorization: string;
  /** Who signs, for the command's own output. */
  who: string;
}

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function call(site: string, method: string, pathname: string, body?: unknown, authorization?: string): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(new URL(pathname, site), {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(authorization ? { authorization } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new UsageError(`${site} did not answer (${(error as Error).message}): check --to-site.`);
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

/** The site's refusal in one line: its message (or error), and the status. */
export function refusal(answer: ApiAnswer, what: string): UsageError {
  const message = answer.body.message ?? answer.body.error ?? 'no message';
  return new UsageError(`${what} refused (${answer.status}): ${String(message)}`);
}

export async function signIn(site: string, credentials: SiteCredentials = siteCredentialsFrom()): Promise<SiteAuth> {
  const { deployToken, username, password, totpCode: code } = credentials;
  if (deployToken) return { authorization: `Bearer ${deployToken}`, who: 'the deploy token in DEPLOY_TOKEN' };
  if (!username || !password) {
    throw new UsageError(
      'Set DEPLOY_TOKEN (a deploy token of this remote) or ADMIN_USERNAME and ADMIN_PASSWORD (an administrator) to act on a site.',
    );
  }
  let answer = await call(site, 'POST', '/api/auth/login', { username, password });
  if (answer.status !== 200) throw refusal(answer, `Signing in as ${username}`);
  if (answer.body.twoFactorRequired) {
    if (answer.body.enrolmentRequired) throw new UsageError(`${username} must set up two-factor sign-in in the back office first.`);
    if (!code) throw new UsageError(`${username} signs in with a second step: set TOTP_CODE to a current code (or a recovery code).`);
    answer = await call(site, 'POST', '/api/auth/login/totp', { challenge: answer.body.challenge, code });
    if (answer.status !== 200) throw refusal(answer, `The code for ${username}`);
  }
  return { authorization: `Bearer ${String(answer.body.token)}`, who: username };
}

/** POST /api/releases/<remote>/activations: `version` to activate it, none to roll back. */
export async function activateOnSite(
  site: string,
  auth: SiteAuth,
  remote: string,
  request: { version?: string; reason: string },
): Promise<{ from: string | null; to: string }> {
  const answer = await call(site, 'POST', `/api/releases/${encodeURIComponent(remote)}/activations`, request, auth.authorization);
  if (answer.status !== 200) throw refusal(answer, request.version ? `Activating ${remote} ${request.version}` : `Rolling ${remote} back`);
  // The answer is the activation now on top of the history: what it replaced, and the version.
  return { from: (answer.body.replaced as string | null) ?? null, to: String(answer.body.version) };
}
