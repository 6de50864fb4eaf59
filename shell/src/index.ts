/**
 * The shell's browser entry: the site's global styles and design tokens, and the app's start.
 * The app is a chunk of its own ("app"), fetched at once beside the libraries every remote
 * asks for (@agency/page's federation/librariesOnRequest.ts) and the rendering remote's files (the boot
 * data's preload list), all at once rather than one after another. A server-rendered page
 * reads and works before the app runs: its links are plain links, its disclosures native
 * <details>, its forms real forms; the app hydrates it in a transition (start.tsx), so it
 * never blocks the page for long, and React replays a tap that comes while it hydrates. A
 * tap on a script-only button before that starts the app at once and is given to the button
 * once hydration has begun (holdEarlyTap.ts).
 */
import './styles/index.css';
import { preloadAll, readBootData } from '@agency/page/browser';
import { holdEarlyTap, type ReleaseEarlyTap } from './holdEarlyTap';
import { startWhenShown } from './startWhenShown';
import { ROOT_ELEMENT_ID } from './texts';

let releaseEarlyTap: ReleaseEarlyTap = () => undefined;

function startApp(): void {
  preloadAll(readBootData()?.preload);
  import(/* webpackChunkName: "app" */ './start')
    .then(({ startShell }) => startShell())
    .catch((error: unknown) => console.error('[shell] the app did not start; the page stays as the server sent it:', error))
    .finally(() => releaseEarlyTap());
}

// Once the page has loaded and shown its largest content (startWhenShown.ts), or at a tap.
const startNow = startWhenShown(startApp);
const root = document.getElementById(ROOT_ELEMENT_ID);
if (readBootData()?.rendered && root) releaseEarlyTap = holdEarlyTap(root, startNow);
