/** @jest-environment jsdom */
import { EARLY_TAP_LIFETIME_MS, holdEarlyTaps, type EarlyTaps } from '../src/earlyTaps';

/** What React does to an element it hydrates: its props under its own key. */
const hydrate = (element: Element) => Object.assign(element, { '__reactProps$test': {} });

describe('taps before the page is live', () => {
  let taps: EarlyTaps;
  let clock: number;
  let tapped: number;
  let clicks: string[];

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    tapped = 0;
    clicks = [];
    document.body.innerHTML =
      '<div id="root"><main><button id="a">A</button><button id="b">B</button><a id="link" href="#x">link</a><form id="form"><input name="q"><button id="send">Send</button></form></main></div><button id="outside">Outside</button>';
    for (const id of ['a', 'b', 'send', 'outside']) document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
    taps = holdEarlyTaps(document.getElementById('root')!, () => (tapped += 1), () => clock);
  });
  afterEach(() => {
    taps.dispose();
    jest.useRealTimers();
  });

  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const pass = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };

  it('holds a tap on a button React has not hydrated, and plays it once the button is live', () => {
    button('a').click();
    expect(clicks).toEqual([]);
    expect(tapped).toBe(1);
    pass(500);
    expect(clicks).toEqual([]);
    hydrate(button('a'));
    pass(100);
    expect(clicks).toEqual(['a']);
    pass(1000);
    expect(clicks).toEqual(['a']);
  });

  it('lets a tap on a live button through at once', () => {
    hydrate(button('b'));
    button('b').click();
    expect(clicks).toEqual(['b']);
    expect(tapped).toBe(0);
  });

  it('plays only the latest of several early taps', () => {
    button('a').click();
    button('b').click();
    hydrate(button('a'));
    hydrate(button('b'));
    pass(100);
    expect(clicks).toEqual(['b']);
  });

  it('drops a tap held longer than its lifetime, and one whose button is gone', () => {
    button('a').click();
    pass(EARLY_TAP_LIFETIME_MS + 100);
    hydrate(button('a'));
    pass(100);
    expect(clicks).toEqual([]);

    button('b').click();
    button('b').remove();
    hydrate(button('a'));
    pass(100);
    expect(clicks).toEqual([]);
  });

  it('leaves what is outside the server-rendered root alone', () => {
    button('outside').click();
    expect(clicks).toEqual(['outside']);
    expect(tapped).toBe(0);
  });

  it('leaves links alone: they work as plain links', () => {
    const link = document.getElementById('link') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(tapped).toBe(0);
  });

  it('holds a form sent before it is live, so the browser does not send it itself, and sends it once live', () => {
    const form = document.getElementById('form') as HTMLFormElement;
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(true);
      event.preventDefault();
    });
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    hydrate(form);
    pass(100);
    expect(sent).toEqual([true]);
  });
});
