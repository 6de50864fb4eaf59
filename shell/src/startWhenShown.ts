/**
 * When the shell's app starts. A page the server rendered is readable as it arrives, and
 * on a phone starting React at once (evaluating the app, loading the remote, hydrating)
 * competes with painting that page and fetching its first pictures. So such a page starts
 * its app once it has loaded (stylesheets and its eager pictures in), or after
 * HYDRATION_DEADLINE_MS at the latest so that a slow picture never leaves the page inert
 * for long. Its links work before that (plain links to server-rendered pages). The app's
 * scripts are preloaded in the page's head, so only their evaluation waits, not their
 * download. A page the shell renders in the browser (staff screens, a page whose server
 * render fell back) shows nothing until the app runs: it starts at once.
 */
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@agency/contracts';

export const HYDRATION_DEADLINE_MS = 3_000;

export function startWhenShown(start: () => void): void {
  if (!wasRenderedOnServer() || document.readyState === 'complete') {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    window.removeEventListener('load', startOnce);
    start();
  };
  window.addEventListener('load', startOnce);
  setTimeout(startOnce, HYDRATION_DEADLINE_MS);
}

function wasRenderedOnServer(): boolean {
  try {
    return Boolean((JSON.parse(document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? '{}') as Partial<BootData>).rendered);
  } catch {
    return false; // the app reports unreadable boot data itself
  }
}
