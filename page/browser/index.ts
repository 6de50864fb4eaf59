/** The browser side of a server-rendered page: the boot data as it came, and the rendering remote's files preloaded at once. */
export { readBootJson, preloadAll } from './bootData';
