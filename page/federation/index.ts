/**
 * The libraries every page renders with once, whichever remote draws it: the shell lends
 * them to the remotes in the browser, and the server containers render with the same list.
 * Both sides need it, so it lives with the page, and the shell imports it from here.
 */
export { type LibraryOnRequest, type LoadedLibrary, type ProvidedLibrary, provideLoaded, sharedSingletons } from './sharedSingletons';
