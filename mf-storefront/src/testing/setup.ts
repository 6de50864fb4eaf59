// DOM matchers (toBeInTheDocument, toHaveAttribute, …) for this remote's component tests.
import '@testing-library/jest-dom';

// jsdom has no layout, so it lacks the observers and media queries a browser gives the
// carousel (embla-carousel). Inert stand-ins: nothing is ever observed to change size.
class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
Object.assign(window, { ResizeObserver: InertObserver, IntersectionObserver: InertObserver });
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
