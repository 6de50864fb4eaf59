/**
 * The icons in the browser: Lucide's own components. Prebuilding (./prebuilt.ts) saves the
 * server's CPU on every uncached page; in the browser an icon renders once at hydration, and
 * the prebuilding code would add a kilobyte of JavaScript to every public page (past their
 * budgets, e2e/page-javascript-budgets.test.ts). The markup is the same either way
 * (prebuilt.test.tsx), so a page hydrates onto what the server rendered. Chosen by the
 * package's `browser` export condition; the names a remote may import are ./index.ts's.
 */
export * from 'lucide-react';
