/**
 * The gzipped size of a file as the gateway sends it: requested with `Accept-Encoding:
 * gzip` only and counted before decoding (what a visitor's browser that offers gzip
 * downloads; Chromium, offering br as well, gets a little less).
 */
import http from 'node:http';

export function gzipTransferBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if ((response.statusCode ?? 0) >= 300) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
