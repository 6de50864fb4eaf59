import { CSV_MEDIA_TYPE, csvFileName } from '@agency/contracts';

/** Hands the browser a CSV the server wrote, to save as `<name>-<day>.csv`. */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
