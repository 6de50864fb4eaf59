/**
 * Taps that come before a server-rendered page is live. Its buttons show before the app has
 * started and hydrated them (startWhenShown.ts lets the page be shown first: up to 3 s on a
 * phone, more while a page's chunk is on its way), and a tap on one would do nothing: the
 * visitor taps again, or gives up. So a tap on a button that is not live yet is held, the
 * latest one only, and played again on the same button once React has hydrated it (the
 * server's elements are kept by hydration, so it is the same element). A form sent before
 * then is held the same way: the browser would otherwise send it itself, as a page load that
 * loses what was typed and puts it in the address. Links need none of this: they work as
 * plain links to server-rendered pages.
 */

/** React keeps the props of an element it has rendered or hydrated under a key that starts so. */
const REACT_PROPS_KEY = '__reactProps$';
const CONTROLS = 'button, [role="button"], summary, input[type="submit"], input[type="image"]';
/** A held tap older than this is dropped: played much later it would surprise more than help. */
export const EARLY_TAP_LIFETIME_MS = 15_000;
const POLL_MS = 50;

export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY));
}

type Replay = () => void;

export interface EarlyTaps {
  /** Stops holding taps (those held are still played, or dropped when too old). */
  dispose(): void;
}

/**
 * Holds the taps and submissions that reach elements inside `container` (the server-rendered
 * root) that React has not hydrated yet, and plays the latest again once its element is live.
 * Nothing outside it is touched (the retreat's hidden form to the payment provider is posted
 * from the body). `onTap` is told of each held tap (the app can start at once then).
 */
export function holdEarlyTaps(container: Element, onTap: () => void = () => undefined, now: () => number = Date.now): EarlyTaps {
  const root = container.ownerDocument;
  let held: { element: Element; replay: Replay; at: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    if (!held) return;
    const { element, replay, at } = held;
    if (!element.isConnected || now() - at > EARLY_TAP_LIFETIME_MS) {
      held = undefined;
      return;
    }
    if (!isLive(element)) {
      timer = setTimeout(check, POLL_MS);
      return;
    }
    held = undefined;
    replay();
  };

  const hold = (event: Event, element: Element, replay: Replay) => {
    // Neither the browser's default (sending a form) nor a root listener React may already
    // have (its boundary not hydrated yet) acts on it: it is played once, later.
    event.preventDefault();
    event.stopPropagation();
    held = { element, replay, at: now() };
    onTap();
    if (timer === undefined) timer = setTimeout(check, POLL_MS);
  };

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.(CONTROLS);
    if (!control || !container.contains(control) || isLive(control)) return;
    hold(event, control, () => (control as HTMLElement).click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!container.contains(form) || isLive(form)) return;
    const submitter = event.submitter;
    hold(event, form, () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return {
    dispose() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
    },
  };
}
