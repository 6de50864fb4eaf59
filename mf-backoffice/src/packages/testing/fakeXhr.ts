/**
 * A stand-in for XMLHttpRequest in component tests (the package form uploads with it): each
 * sent request is kept, and the test answers it when it wants, reporting progress first.
 */
import { act } from '@testing-library/react';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** Reports part of the upload as sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  async fail() {
    await act(async () => this.onerror?.());
  }

  /** The text parts of the body, by name. */
  parts(): Record<string, string> {
    const parts: Record<string, string> = {};
    this.body?.forEach((value, name) => {
      if (typeof value === 'string') parts[name] = value;
    });
    return parts;
  }

  files(): File[] {
    return (this.body?.getAll('images') ?? []).filter((value): value is File => typeof value !== 'string');
  }
}

/** Installs the fake for one test; answers the list of requests it sends. */
export function installFakeXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return FakeXhr.sent;
}
