// DOM matchers (toBeInTheDocument, toHaveAttribute, …) for this remote's component tests.
import '@testing-library/jest-dom';

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
