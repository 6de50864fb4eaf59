// Testing Library's findBy*/waitFor give up after 1 s by default. `npm test` runs the
// component tests beside the browser tests on a 2-core machine shared with others, where a
// jsdom render plus its fetch stub can take longer than that without anything being wrong:
// the tests wait up to 5 s for the same condition instead (nothing asserts less).
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
