/**
 * The page protocol: what a remote's server entry implements and the gateway calls (server
 * page), the head a page declares, the forms a page takes without scripts, the boot data the
 * gateway writes into the document and the browser reads back. Pure data and functions: both
 * sides and every build import it.
 */

export * from './boot-data';
export * from './landmarks';
export * from './no-script';
export * from './page-forms';
export * from './page-head';
export * from './server-page';
