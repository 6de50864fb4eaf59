/**
 * Sends a package form as multipart with XMLHttpRequest, because fetch (and so RTK Query)
 * cannot report upload progress and the form's images may take a while on a slow line.
 */
import type { CallTarget } from '@agency/contracts';

/** The method and same-origin URL come from the call's contract (see `targetsFor`). */
export interface UploadRequest extends CallTarget {
  body: FormData;
  /** The stored session token, sent as a Bearer header like every staff call. */
  token: string | null;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** The server's answer: its status and its JSON body (null when it sent none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** The request got no answer at all (network gone, server down, aborted). */
export class UploadUnanswered extends Error {}

export function sendPackageForm(request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.setRequestHeader('accept', 'application/json');
    if (request.token) xhr.setRequestHeader('authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new UploadUnanswered('The upload got no answer'));
    xhr.onabort = () => reject(new UploadUnanswered('The upload was stopped'));
    xhr.send(request.body);
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
