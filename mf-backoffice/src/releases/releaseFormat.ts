/** How the Releases screen writes times, sizes and commits. */
const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

export const formatWhen = (iso: string): string => WHEN.format(new Date(iso));

export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A commit as people quote it: its first 8 characters. */
export const shortCommit = (commit: string): string => commit.slice(0, 8);
