/**
 * What a published build must be before it is stored: a valid manifest of the remote it is
 * published as, file paths that stay inside the version's folder and kinds of file a remote
 * may ship, within the size and count limits, built with the React, router and Redux majors
 * the site runs and a contract version the services accept. Every refusal says what to change.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { compiledOnFirstUse, createAjv, type ReleaseManifest, releaseManifest } from '@agency/contracts';
import { isRemoteName, REMOTE_NAMES, remoteFileType, SERVER_BUILD_DIR } from '@agency/registry';
import { badRequest, type Config, HttpError, RELEASE_UPLOAD_LIMITS } from '@agency/service-common';

/** Bytes of all files together, and their number (Config.releaseUploadLimits). */
export type ReleaseLimits = Config['releaseUploadLimits'];

/** The limits when the configuration does not say (a deploy on the server itself). */
export const DEFAULT_RELEASE_LIMITS: ReleaseLimits = {
  maxTotalBytes: RELEASE_UPLOAD_LIMITS.maxMegabytes * 1024 * 1024,
  maxFiles: RELEASE_UPLOAD_LIMITS.maxFiles,
};

/** The server build's kinds of file (never served to browsers; loaded by the renderer). */
const SERVER_FILE_TYPES = ['.js', '.cjs', '.mjs', '.json'];

/** The shared libraries whose major version a remote must share with the running site. */
export const COMPATIBLE_MAJORS = ['react', 'react-router-dom', '@reduxjs/toolkit'] as const;

export const unprocessable = (message: string) => new HttpError(422, message);
export const tooLarge = (message: string) => new HttpError(413, message);

const validateManifest = compiledOnFirstUse(() => createAjv().compile<ReleaseManifest>(releaseManifest));

/** Parses and checks the manifest part; throws 400 with the first problem. */
export function checkManifest(remote: string, text: string, limits: ReleaseLimits): ReleaseManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The manifest part is not JSON: send the manifest.json the build wrote (npm run deploy writes it).');
  }
  if (!validateManifest(value)) {
    const error = validateManifest.errors?.[0];
    const where = error?.instancePath ? ` (at ${error.instancePath})` : '';
    throw badRequest(`The manifest is not valid: ${error?.message ?? 'unknown problem'}${where}.`);
  }
  const manifest = value;
  if (manifest.remote !== remote)
    throw badRequest(
      `The manifest is of ${manifest.remote}, but it was sent to ${remote}: publish it to /api/releases/${manifest.remote}.`,
    );
  if (!isRemoteName(remote)) throw badRequest(`There is no remote ${remote}: the remotes are ${REMOTE_NAMES.join(', ')}.`);
  if (manifest.files.length > limits.maxFiles)
    throw tooLarge(`The build has ${manifest.files.length} files; at most ${limits.maxFiles} are accepted: ship fewer, larger chunks.`);
  const total = manifest.files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxTotalBytes)
    throw tooLarge(`The build is ${total} bytes; at most ${limits.maxTotalBytes} are accepted: leave source maps and unused assets out.`);
  const seen = new Set<string>();
  for (const file of manifest.files) {
    checkFilePath(file.path);
    const key = file.path.toLowerCase();
    if (seen.has(key)) throw badRequest(`The manifest lists ${file.path} twice: every file must have its own name.`);
    seen.add(key);
  }
  checkCompatibility(manifest);
  return manifest;
}

/** A file's path: relative, inside the version's folder, of a kind the remote may ship. */
export function checkFilePath(file: string): void {
  if (file.startsWith('/') || /^[A-Za-z]:/.test(file) || file.includes('\\'))
    throw badRequest(`${file}: file paths must be relative to the build's folder, with / between folders.`);
  const parts = file.split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === ''))
    throw badRequest(`${file}: file paths may not contain "..", "." or empty folders: send the build's files as they are in its folder.`);
  if ([...file].some((char) => char.charCodeAt(0) < 0x20)) throw badRequest(`${file}: file paths may not contain control characters.`);
  const isServer = parts[0] === SERVER_BUILD_DIR;
  const allowed = isServer ? SERVER_FILE_TYPES.includes(path.posix.extname(file).toLowerCase()) : remoteFileType(file) !== undefined;
  if (!allowed)
    throw badRequest(
      `${file}: this kind of file is not accepted in a ${isServer ? 'server build' : 'browser build'}; ` +
        `allowed: ${isServer ? SERVER_FILE_TYPES.join(' ') : 'scripts, styles, JSON, images and fonts (and their .br/.gz copies)'}.`,
    );
}

const gatewayRequire = createRequire(__filename);

/** The major versions this site runs (the shell and the server renderer share these copies). */
export function runningMajors(): Record<string, number> {
  return Object.fromEntries(
    COMPATIBLE_MAJORS.map((name) => [name, majorOf((gatewayRequire(`${name}/package.json`) as { version: string }).version)!]),
  );
}

/** The contract version the services accept: the same major as theirs. */
export function runningContractVersion(): string {
  const entry = gatewayRequire.resolve('@agency/contracts');
  return (gatewayRequire(path.join(path.dirname(entry), '..', 'package.json')) as { version: string }).version;
}

/** The major of a version or range (`^19.3.1`, `~7.1`, `19`); undefined when it names none. */
export function majorOf(range: string): number | undefined {
  const match = /(\d+)/.exec(range);
  return match ? Number(match[1]) : undefined;
}

function checkCompatibility(manifest: ReleaseManifest): void {
  const running = runningMajors();
  for (const name of COMPATIBLE_MAJORS) {
    const built = manifest.sharedVersions[name];
    if (built === undefined) continue; // the remote does not use it
    const major = majorOf(built);
    if (major !== running[name])
      throw unprocessable(
        `${manifest.remote} was built with ${name} ${built}, but the site runs ${name} ${running[name]}: build it with ${name} ^${running[name]}.`,
      );
  }
  const contract = runningContractVersion();
  if (majorOf(manifest.contractVersion) !== majorOf(contract))
    throw unprocessable(
      `${manifest.remote} was built against contracts ${manifest.contractVersion}, but the services speak ${contract}: build it against @agency/contracts ${majorOf(contract)}.x.`,
    );
}
