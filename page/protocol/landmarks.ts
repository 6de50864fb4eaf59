/**
 * The element the shell's skip link jumps to, and where focus goes after an in-app
 * navigation. Every remote's layout gives this id to the <main> it renders (the shell gives
 * it to its own for its loading and fallback states), so the link has a target on every page.
 */
export const MAIN_CONTENT_ID = 'main-content';
