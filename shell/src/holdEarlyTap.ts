/**
 * A tap on a script-only button of a server-rendered page before the app has started.
 *
 * Such a page is shown, and its links, disclosures and forms work, seconds before it is
 * live on a phone (startWhenShown.ts waits for the largest paint, then the app is fetched and
 * hydrates). A button only the app answers (the retreat's "Book Now: Duo Room", which opens
 * the booking modal) does nothing meanwhile, and the visitor taps again or gives up. So the
 * latest such tap is held: it starts the app at once instead of at the paint, the button says
 * it is busy, and once the app has called hydrateRoot the tap is given again to the same
 * button (hydration keeps the server's elements). React hydrates the part a discrete event
 * lands on synchronously and then dispatches it, so the click reaches the button's handler
 * through React's own public path; nothing here reads React's internals.
 *
 * Links, <summary> and a form's submit buttons are left to the browser: they work without
 * the app.
 */

/** A tap older than this when the app is ready is dropped: played much later it would surprise. */
export const EARLY_TAP_LIFETIME_MS = 15_000;

/** Gives the held tap, if any, to its button; from then on taps reach React directly. */
export type ReleaseEarlyTap = () => void;

function scriptOnlyButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  // A submit button inside a form sends that form without scripts (the server answers it).
  return button.type === 'submit' && button.form ? null : button;
}

/**
 * Holds taps on script-only buttons inside `container` (the server-rendered root) until the
 * release; `startNow` is called on each held tap (the app starts at once; a second call is
 * the starter's to ignore).
 */
export function holdEarlyTap(container: Element, startNow: () => void, now: () => number = Date.now): ReleaseEarlyTap {
  const doc = container.ownerDocument;
  let held: { button: HTMLButtonElement; at: number } | undefined;

  const onClick = (event: MouseEvent) => {
    const button = scriptOnlyButton(event.target);
    if (!button || !container.contains(button)) return;
    held?.button.removeAttribute('aria-busy');
    held = { button, at: now() };
    button.setAttribute('aria-busy', 'true');
    startNow();
  };
  doc.addEventListener('click', onClick, true);

  return () => {
    doc.removeEventListener('click', onClick, true);
    const tap = held;
    held = undefined;
    if (!tap) return;
    tap.button.removeAttribute('aria-busy');
    if (tap.button.isConnected && now() - tap.at <= EARLY_TAP_LIFETIME_MS) tap.button.click();
  };
}
