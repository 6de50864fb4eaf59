/**
 * Reading a server-rendered page without JavaScript (a visitor with scripts off, or
 * a crawler that does not run them). A page may show some text collapsed behind a toggle (a
 * clause of the Terms, the rest of a country's introduction); the toggle needs scripts, the
 * text must not. The element keeps `hidden` in the markup, so the browser hydrates the same
 * HTML, and the shell's page opens it in a <noscript> style. A native <details> whose text
 * is to be read at once (a Terms clause) is shown open there (its content, which the browser
 * hides with content-visibility, made visible); one that is a menu opens on a click as usual.
 * A toggle that can do nothing without scripts is hidden there instead of offered dead.
 * A whole block only a page without scripts shows (the header's menus of links) goes in a
 * <noscript> instead: with scripts the browser never makes it elements, nor React hydrates it.
 */
export const openWithoutScript = { 'data-open-without-script': '' } as const;
export const needsScript = { 'data-needs-script': '' } as const;
export const readOpenWithoutScript = { 'data-read-open-without-script': '' } as const;

/** The style the shell's page carries in <noscript> (inline styles are allowed by the site's policy). */
export const NO_SCRIPT_CSS =
  '[data-open-without-script][hidden]{display:block!important}[data-read-open-without-script]::details-content{content-visibility:visible!important}[data-needs-script]{display:none!important}';
