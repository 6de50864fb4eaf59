/**
 * The shell's browser entry: the site's global styles and design tokens, then the app,
 * a chunk of its own ("app", preloaded by the page) that starts when the page has shown.
 */
import './styles/index.css';
import { startWhenShown } from './startWhenShown';

startWhenShown(() => {
  import(/* webpackChunkName: "app" */ './start').then(
    ({ startShell }) => startShell(),
    (error: unknown) => console.error('[shell] the app did not load; the page stays as the server sent it:', error),
  );
});
