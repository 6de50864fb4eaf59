/**
 * A bound on the server renders under way at once in one process. A render is CPU work on
 * the event loop (the page's API calls in process, then React): past a few at once, more
 * renders do not finish sooner, they only queue CPU work in front of everything else, the
 * health probes included. So a render takes a slot first; when all are taken it waits in a
 * short queue, and beyond the queue, or past its wait, the page is answered without a server
 * render (its client-rendered document, which costs next to nothing) instead of adding to the
 * pile.
 */

/** Gives the slot back; calling it more than once is harmless. */
export type ReleaseSlot = () => void;

export interface RenderSlotsOptions {
  /** Renders under way at once. */
  concurrent: number;
  /** Renders waiting for a slot at most; more are refused at once. */
  queue: number;
}

export class RenderSlots {
  private busy = 0;
  private readonly waiting: Array<(release: ReleaseSlot | undefined) => void> = [];

  constructor(private readonly options: RenderSlotsOptions) {
    if (!(options.concurrent >= 1)) throw new Error('RenderSlots needs at least one slot');
  }

  /** Renders holding a slot now. */
  get inUse(): number {
    return this.busy;
  }

  /**
   * A slot at once when one is free; otherwise one as soon as it frees, if that happens within
   * `waitMs` and the queue has room; `undefined` when not.
   */
  take(waitMs: number): Promise<ReleaseSlot | undefined> {
    if (this.busy < this.options.concurrent) return Promise.resolve(this.hold());
    if (this.waiting.length >= this.options.queue || waitMs <= 0) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const wake = (release: ReleaseSlot | undefined) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(wake);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(undefined);
      }, waitMs);
      this.waiting.push(wake);
    });
  }

  private hold(): ReleaseSlot {
    this.busy += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy -= 1;
      // The slot passes straight to the longest waiting render.
      const next = this.waiting.shift();
      if (next) next(this.hold());
    };
  }
}
