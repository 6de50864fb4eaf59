// DOM matchers (toBeInTheDocument, toHaveAttribute, …) for this remote's component tests.
import '@testing-library/jest-dom';
import { loadEveryLazyPage } from '@agency/page/remote';

// jsdom has no media queries; the slider asks whether the visitor prefers reduced motion.
window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// Arrow buttons scroll rows; jsdom has no scrolling to do.
Element.prototype.scrollBy = function scrollBy() {};
window.scrollTo = () => {};

// Each test starts with an empty browser storage (the menu cache lives there).
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Every page's code is loaded before the file's tests run, as the gateway's warm-up does in
// production. Otherwise a file's first test waits, inside its findBy timeout, for jest to
// compile the page it renders: on a busy CI machine that outlasted the 5 s wait and the Terms
// test failed with nothing wrong in the page. Suspending on a page not yet loaded is tested
// where lazyPage is (page/remote/lazyPage.test.tsx).
beforeAll(() => loadEveryLazyPage(), 60_000);
