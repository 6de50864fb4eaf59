/** What `npm run deploy` shares with the publish call: the one path a build takes into the releases. */
export { type AcceptedRelease, acceptRelease, type IncomingFile, versionName } from './accept-release';
export { MANIFEST_PART } from './manifest-part';
export { runningContractVersion } from './release-checks';
