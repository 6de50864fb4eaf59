/** @jest-environment @agency/test-kit/jest/jsdom-environment.js */
import { EARLY_TAP_LIFETIME_MS, holdEarlyTap } from '../src/holdEarlyTap';

function page(): { root: HTMLElement; clicks: string[] } {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="book">Book Now: Duo Room</button>
      <button type="button" id="other">Book Now: SoulPod</button>
      <button type="button" id="off" disabled>Sold Out</button>
      <a href="#rooms" id="link">Book Now</a>
      <form action="/packages"><button id="send">Apply</button></form>
      <button id="loose">Close</button>
    </div>
    <button type="button" id="outside">Outside the page</button>`;
  const clicks: string[] = [];
  // Stands for React's listener at the root: it sees every click that reaches the page.
  const root = document.getElementById('root')!;
  root.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  return { root, clicks };
}

const tap = (id: string) => document.getElementById(id)!.click();

describe('a tap before the app starts', () => {
  it('on a script-only button starts the app at once, marks the button busy, and is given to it on release', () => {
    const { root, clicks } = page();
    const startNow = jest.fn();
    const release = holdEarlyTap(root, startNow);
    tap('book');
    expect(startNow).toHaveBeenCalledTimes(1);
    expect(document.getElementById('book')!.getAttribute('aria-busy')).toBe('true');
    release();
    expect(document.getElementById('book')!.hasAttribute('aria-busy')).toBe(false);
    // The tap itself went by too (nothing answered it then), and its replay once hydration has begun.
    expect(clicks).toEqual(['book', 'book']);
  });

  it('keeps only the latest tap', () => {
    const { root, clicks } = page();
    const release = holdEarlyTap(root, () => undefined);
    tap('book');
    tap('other');
    expect(document.getElementById('book')!.hasAttribute('aria-busy')).toBe(false);
    clicks.length = 0;
    release();
    expect(clicks).toEqual(['other']);
  });

  it('leaves links, form buttons, disabled buttons and anything outside the page to the browser', () => {
    const { root, clicks } = page();
    const startNow = jest.fn();
    const release = holdEarlyTap(root, startNow);
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    for (const id of ['link', 'send', 'off', 'outside']) tap(id);
    expect(startNow).not.toHaveBeenCalled();
    clicks.length = 0;
    release();
    expect(clicks).toEqual([]);
  });

  it('holds a button outside any form (its default type does nothing without the app)', () => {
    const { root } = page();
    const startNow = jest.fn();
    holdEarlyTap(root, startNow)();
    const again = holdEarlyTap(root, startNow);
    tap('loose');
    expect(startNow).toHaveBeenCalledTimes(1);
    again();
  });

  it('after the release, taps reach the page alone', () => {
    const { root, clicks } = page();
    const startNow = jest.fn();
    holdEarlyTap(root, startNow)();
    tap('book');
    expect(startNow).not.toHaveBeenCalled();
    expect(clicks).toEqual(['book']);
  });

  it('drops a tap that has waited too long, or whose button has gone', () => {
    const { root, clicks } = page();
    let now = 1_000;
    const late = holdEarlyTap(
      root,
      () => undefined,
      () => now,
    );
    tap('book');
    now += EARLY_TAP_LIFETIME_MS + 1;
    clicks.length = 0;
    late();
    expect(clicks).toEqual([]);

    const gone = holdEarlyTap(root, () => undefined);
    tap('other');
    document.getElementById('other')!.remove();
    clicks.length = 0;
    gone();
    expect(clicks).toEqual([]);
  });
});
