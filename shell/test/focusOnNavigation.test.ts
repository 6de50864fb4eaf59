/** @jest-environment @agency/test-kit/jest/jsdom-environment.js */
import { focusNewPage, NAVIGATION_FOCUS_ATTRIBUTE } from '../src/components/focusOnNavigation';

/** Lets the MutationObserver's callbacks run. */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus after an in-app navigation', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it("moves from the followed link to the new page's main heading, which gets no focus ring", () => {
    document.body.innerHTML = '<a id="link" href="/x">x</a><main id="main-content"><h1>About Us</h1></main>';
    document.getElementById('link')!.focus();
    stop = focusNewPage();
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.hasAttribute(NAVIGATION_FOCUS_ATTRIBUTE)).toBe(true);
  });

  it('holds the main region while the page loads, then its heading once it is there', async () => {
    document.body.innerHTML = '<main id="main-content"><p>Loading this page…</p></main>';
    stop = focusNewPage();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
    // Another remote replaces the shell's loading region with its own page.
    document.body.innerHTML = '<main id="main-content"><h1>The Awakening Retreat</h1></main>';
    await mutationsSeen();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('leaves focus where the reader put it while the page was loading', async () => {
    document.body.innerHTML = '<main id="main-content"><p>Loading</p><button id="choice">Choose</button></main>';
    stop = focusNewPage();
    document.getElementById('choice')!.focus();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1>Deals</h1>');
    await mutationsSeen();
    expect(document.activeElement).toBe(document.getElementById('choice'));
  });
});
