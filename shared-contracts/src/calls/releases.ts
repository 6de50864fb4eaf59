/**
 * The release calls: which versions of each remote exist and which is active, activating a
 * recorded version, publishing a new one from a team's pipeline, and the deploy tokens those
 * pipelines use. The gateway serves them (it owns the release rows and the shared file store),
 * in the embedded and the split mode alike.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponse, idParam, messageResponse } from '../common';
import { defineCall } from '../define';

/** A remote's name as the path names it (the gateway answers 404 for one it does not know). */
const remoteName = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,63}$',
  errorMessage: 'remote must be the name of a remote (storefront, retreat, backoffice)',
} as const;

const remoteParam = {
  type: 'object',
  properties: { remote: remoteName },
  required: ['remote'],
  additionalProperties: false,
} as const;

/** A version's name: `<package version>-<first 8 hex of the content hash>`. */
const versionName = {
  type: 'string',
  minLength: 1,
  maxLength: 96,
  pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]*$',
  errorMessage: 'version must be a recorded version of the remote, e.g. 1.0.0-3f9a2c1b',
} as const;

const reasonText = {
  type: 'string',
  minLength: 1,
  maxLength: 500,
  errorMessage: 'reason must say why, in 1 to 500 characters',
} as const;

/** Why a version became active (room is left for canary kinds later). */
export const ACTIVATION_WHY = ['publish', 'rollback', 'activate'] as const;

/** Deploy tokens start with this, so the guard tells them from staff sign-in tokens at a glance. */
export const DEPLOY_TOKEN_PREFIX = 'mfdt_';
/** The longest a deploy token may live. */
export const DEPLOY_TOKEN_MAX_DAYS = 366;

/** One file of a published version, as its manifest lists it. */
const releaseFile = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 1, maxLength: 300, errorMessage: 'a file path must be 1 to 300 characters' },
    size: { type: 'integer', minimum: 0, errorMessage: 'a file size must be a whole number of bytes' },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', errorMessage: 'a file hash must be 64 lower-case hex digits (sha256)' },
  },
  required: ['path', 'size', 'sha256'],
  additionalProperties: false,
} as const;

/**
 * What a pipeline sends first in a publish: everything about the build, and the list of its
 * files (paths relative to the version's folder; the server build's under `server/`).
 */
export const releaseManifest = {
  type: 'object',
  properties: {
    /** The remote the build is of; must equal the path's. */
    remote: remoteName,
    /** The remote's package.json version; the version's name starts with it. */
    packageVersion: {
      type: 'string',
      pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(?:-[0-9A-Za-z.-]+)?$',
      errorMessage: 'packageVersion must be a semantic version such as 1.0.0',
    },
    /**
     * sha256 over both builds as built (before the server build was given its version name):
     * the version is `<packageVersion>-<its first 8 hex>`, so server code alone makes a new one.
     */
    contentHash: { type: 'string', pattern: '^[0-9a-f]{64}$', errorMessage: 'contentHash must be 64 lower-case hex digits (sha256)' },
    /** Route prefixes the version owns (`/` for the default owner). */
    routes: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'string', pattern: '^/[^\\s]{0,100}$' },
      errorMessage: 'routes must list 1 to 50 path prefixes, each starting with /',
    },
    /** The shared libraries' versions it was built with (react, react-router-dom, @reduxjs/toolkit…). */
    sharedVersions: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 64 },
      errorMessage: 'sharedVersions must map package names to version ranges',
    },
    /** The version of @agency/contracts it was built against. */
    contractVersion: { type: 'string', maxLength: 32, errorMessage: 'contractVersion must be a version such as 1.0.0' },
    commit: {
      anyOf: [{ type: 'string', pattern: '^[0-9a-f]{7,64}$' }, { type: 'null' }],
      errorMessage: 'commit must be a git commit (hex) or null',
    },
    files: { type: 'array', minItems: 1, items: releaseFile, errorMessage: 'files must list every file of the build' },
  },
  required: ['remote', 'packageVersion', 'contentHash', 'routes', 'sharedVersions', 'contractVersion', 'files'],
  additionalProperties: false,
  errorMessage: {
    required: 'The manifest must name remote, packageVersion, contentHash, routes, sharedVersions, contractVersion and files',
    additionalProperties:
      'Unknown field in the manifest: it takes remote, packageVersion, contentHash, routes, sharedVersions, contractVersion, commit and files',
  },
} as const;
export type ReleaseManifest = FromSchema<typeof releaseManifest>;

/** A published version as listed. */
const releaseVersion = {
  type: 'object',
  properties: {
    version: { type: 'string' },
    hash: { type: ['string', 'null'] },
    files: { type: 'integer' },
    size: { type: 'integer' },
    commit: { type: ['string', 'null'] },
    publishedBy: { type: 'string' },
    publishedAt: { type: 'string' },
    active: { type: 'boolean' },
    previous: { type: 'boolean' },
    /** Retention removed its files: it can no longer be activated (publish it again). */
    removed: { type: 'boolean' },
  },
  required: ['version', 'hash', 'files', 'size', 'commit', 'publishedBy', 'publishedAt', 'active', 'previous', 'removed'],
} as const;

/** One activation, as recorded. */
export const activationRow = {
  type: 'object',
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    replaced: { type: ['string', 'null'] },
    by: { type: 'string' },
    at: { type: 'string' },
    why: { type: 'string', enum: ACTIVATION_WHY },
    reason: { type: 'string' },
  },
  required: ['remote', 'version', 'replaced', 'by', 'at', 'why', 'reason'],
} as const;
export type ActivationRow = FromSchema<typeof activationRow>;

/** An instance of the site, as it last reported in. */
const instanceRow = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    host: { type: 'string' },
    pid: { type: 'integer' },
    /** Remote → the version it serves. */
    versions: { type: 'object', additionalProperties: { type: 'string' } },
    startedAt: { type: 'string' },
    lastHeartbeatAt: { type: 'string' },
    /** No heartbeat for three beats: stopped, or cut off from the database. */
    stale: { type: 'boolean' },
  },
  required: ['id', 'host', 'pid', 'versions', 'startedAt', 'lastHeartbeatAt', 'stale'],
} as const;

export const releasesOverview = {
  type: 'object',
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          active: { type: ['string', 'null'] },
          previous: { type: ['string', 'null'] },
          versions: { type: 'array', items: releaseVersion },
          /** Newest first. */
          activations: { type: 'array', items: activationRow },
        },
        required: ['name', 'active', 'previous', 'versions', 'activations'],
      },
    },
    instances: { type: 'array', items: instanceRow },
  },
  required: ['remotes', 'instances'],
} as const;
export type ReleasesOverview = FromSchema<typeof releasesOverview>;

/** Without `version`, the remote rolls back to its previous version (what a pipeline's rollback sends). */
const activationBody = {
  type: 'object',
  properties: { version: versionName, reason: reasonText },
  required: ['reason'],
  additionalProperties: false,
  errorMessage: {
    required: 'Say why (reason), and which version to activate (version; none rolls back to the previous one)',
    additionalProperties: 'Unknown field: an activation takes version and reason',
  },
} as const;

const publishQuery = {
  type: 'object',
  properties: {
    /** Make the version active once it is stored (a publish otherwise only records it). */
    activate: { type: 'boolean', default: false, errorMessage: 'activate must be true or false' },
    reason: reasonText,
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: a publish takes activate and reason' },
} as const;

/** The release a publish stored (active only when the publish asked for it). */
export const publishedRelease = {
  type: 'object',
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    hash: { type: 'string' },
    files: { type: 'integer' },
    size: { type: 'integer' },
    /** False when this exact build had been published before (nothing new was stored). */
    created: { type: 'boolean' },
    active: { type: 'boolean' },
  },
  required: ['remote', 'version', 'hash', 'files', 'size', 'created', 'active'],
} as const;
export type PublishedRelease = FromSchema<typeof publishedRelease>;

/** A new deploy token: its remote, a label people know it by, and how many days it lives. */
export const deployTokenForm = {
  type: 'object',
  properties: {
    remote: remoteName,
    label: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      errorMessage: 'label must name the token in 1 to 100 characters (e.g. "storefront CI")',
    },
    expiresInDays: {
      type: 'integer',
      minimum: 1,
      maximum: DEPLOY_TOKEN_MAX_DAYS,
      errorMessage: `expiresInDays must be a whole number of days from 1 to ${DEPLOY_TOKEN_MAX_DAYS}`,
    },
  },
  required: ['remote', 'label', 'expiresInDays'],
  additionalProperties: false,
  errorMessage: {
    required: {
      remote: 'Choose the remote the token may publish (remote)',
      label: 'Name the token, e.g. "storefront CI" (label)',
      expiresInDays: 'Say in how many days the token expires (expiresInDays)',
    },
    additionalProperties: 'Unknown field: a deploy token takes remote, label and expiresInDays',
  },
} as const;
export type DeployTokenBody = FromSchema<typeof deployTokenForm>;

/** A revocation may say why (kept in the audit log). */
const revokeQuery = {
  type: 'object',
  properties: { reason: reasonText },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: a revocation takes reason' },
} as const;

/** A deploy token as listed: never its secret. */
export const deployTokenSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    remote: { type: 'string' },
    label: { type: 'string' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    lastUsedAt: { type: ['string', 'null'] },
    revokedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'remote', 'label', 'createdBy', 'createdAt', 'expiresAt', 'lastUsedAt', 'revokedAt'],
} as const;
export type DeployTokenSummary = FromSchema<typeof deployTokenSummary>;

const createdToken = {
  type: 'object',
  properties: {
    data: deployTokenSummary,
    /** The token itself: shown this once, only its hash is kept. */
    token: { type: 'string' },
  },
  required: ['data', 'token'],
} as const;

const tokenList = {
  type: 'object',
  properties: { data: { type: 'array', items: deployTokenSummary } },
  required: ['data'],
} as const;

const staffErrors = { 401: errorResponse, 403: errorResponse } as const;

export const releaseCalls = {
  list: defineCall({
    id: 'releases.list',
    method: 'GET',
    path: '/api/releases',
    service: 'gateway',
    access: ['admin'],
    summary:
      'Per remote: its versions (hash, files, size, commit, who published, when; active and previous marked) and its activation ' +
      'history, newest first (who, when, why, reason); and the instances with the versions each reports serving',
    schema: { response: { 200: releasesOverview, ...staffErrors } },
  }),
  activate: defineCall({
    id: 'releases.activate',
    method: 'POST',
    path: '/api/releases/:remote/activations',
    service: 'gateway',
    access: ['admin'],
    deployToken: true,
    summary:
      'Activates a recorded version of the remote (a rollback when it is the previous one, or when no version is named), with a reason; ' +
      'admins or a deploy token of that remote. 409 when its files are gone or retention removed it',
    audit: 'releases.activate',
    schema: {
      params: remoteParam,
      body: activationBody,
      response: { 200: activationRow, 400: errorResponse, ...staffErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  publish: defineCall({
    id: 'releases.publish',
    method: 'POST',
    path: '/api/releases/:remote',
    service: 'gateway',
    access: ['admin'],
    deployToken: true,
    consumes: 'multipart/form-data',
    summary:
      'Publishes a build of the remote: a `manifest` part (JSON) then one part per file (its path as the file name), streamed and ' +
      'size-limited. Every file, limit and compatibility is checked and the server build rendered once before anything is recorded; ' +
      'the version is stored, and made active only with activate=true. Admins or a deploy token of that remote',
    audit: 'releases.publish',
    schema: {
      params: remoteParam,
      querystring: publishQuery,
      response: {
        200: publishedRelease,
        400: errorResponse,
        ...staffErrors,
        404: errorResponse,
        413: errorResponse,
        415: errorResponse,
        422: errorResponse,
      },
    },
  }),
  createToken: defineCall({
    id: 'releases.createToken',
    method: 'POST',
    path: '/api/releases/tokens',
    service: 'gateway',
    access: ['admin'],
    summary: 'Creates a deploy token for one remote; the answer shows the token this once (only its hash is kept)',
    audit: { action: 'deployToken.create', targetInAnswer: 'data.id' },
    schema: { body: deployTokenForm, response: { 200: createdToken, 400: errorResponse, ...staffErrors, 404: errorResponse } },
  }),
  listTokens: defineCall({
    id: 'releases.listTokens',
    method: 'GET',
    path: '/api/releases/tokens',
    service: 'gateway',
    access: ['admin'],
    summary: 'The deploy tokens, newest first, with their remote, expiry and last use (never the secret)',
    schema: { response: { 200: tokenList, ...staffErrors } },
  }),
  revokeToken: defineCall({
    id: 'releases.revokeToken',
    method: 'DELETE',
    path: '/api/releases/tokens/:id',
    service: 'gateway',
    access: ['admin'],
    summary: 'Revokes a deploy token: it is refused from then on. An optional reason is kept in the audit log',
    audit: 'deployToken.revoke',
    schema: {
      params: idParam,
      querystring: revokeQuery,
      response: { 200: messageResponse, 400: errorResponse, ...staffErrors, 404: errorResponse },
    },
  }),
} as const;
