/**
 * The shell's browser entry: the site's global styles and design tokens, and the decision
 * when the app starts (startWhenShown.ts). The app is a chunk of its own ("app"), fetched
 * then, beside the libraries every remote asks for (federation/librariesOnRequest.ts) and
 * the rendering remote's files: a server-rendered page's content comes first, its scripts
 * after it, all at once. A tap on a button before the page is live is held and played once it
 * is (earlyTaps.ts), and starts the app at once.
 */
import './styles/index.css';
import { preloadAll, readBootData } from '@agency/page/browser';
import { holdEarlyTaps } from './earlyTaps';
import { startWhenShown } from './startWhenShown';
import { ROOT_ELEMENT_ID } from './texts';

let startNow: (() => void) | undefined;
const root = document.getElementById(ROOT_ELEMENT_ID);
if (root && readBootData()?.rendered) holdEarlyTaps(root, () => startNow?.());

startNow = startWhenShown(() => {
  preloadAll(readBootData()?.preload);
  import(/* webpackChunkName: "app" */ './start').then(
    ({ startShell }) => startShell(),
    (error: unknown) => console.error('[shell] the app did not load; the page stays as the server sent it:', error),
  );
});
