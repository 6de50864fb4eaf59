/**
 * The one reader of the boot data the gateway writes into a page (BOOT_DATA_ELEMENT_ID): the
 * shell's entry (when to start, what to preload), its app (the registry snapshot, the version
 * that rendered) and a remote's store (the state it rendered with) all read it here. Parsed
 * once per page; unreadable or absent data reads as undefined (the page then starts as a
 * client-rendered one).
 */
import { BOOT_DATA_ELEMENT_ID, type BootData } from './server-page';

let parsed: { text: string | null | undefined; data: Partial<BootData> | undefined } | undefined;

export function readBootData(): Partial<BootData> | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!parsed || parsed.text !== text) parsed = { text, data: parseBootData(text) };
  return parsed.data;
}

/** The boot data in a text, or undefined when there is none or it is not JSON. */
export function parseBootData(text: string | null | undefined): Partial<BootData> | undefined {
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? (data as Partial<BootData>) : undefined;
  } catch (error) {
    console.warn('[page] the page came with unreadable boot data:', error);
    return undefined;
  }
}
