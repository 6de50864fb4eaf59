/** The words the shell itself shows (everything else on screen belongs to a remote). */
export const shellTexts = {
  skipLink: 'Skip to main content',
  loading: 'Loading this page…',
  fallbackHeading: 'This part of the site is taking a short break',
  fallbackBody: 'We could not open this page just now. The rest of the site is still here for you, and this part should be back shortly.',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
} as const;

/** The element the skip link jumps to: one id for the shell and every remote's layout. */
export { MAIN_CONTENT_ID } from '@agency/page/protocol';

/** The element of index.html the shell renders into. */
export const ROOT_ELEMENT_ID = 'root';
