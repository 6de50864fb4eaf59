/** The browser side of a server-rendered page: the boot data as it came (the protocol's one reader), and the rendering remote's files preloaded at once. */
export { readBootData } from '../protocol/boot-data';
export { preloadAll } from './bootData';
