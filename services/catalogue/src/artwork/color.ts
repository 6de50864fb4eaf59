/** Colour arithmetic for the posters: everything is mixed from a few palette colours. */

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const lerp = (x: number, y: number) => Math.round(x + (y - x) * t);
  return `#${[lerp(ar, br), lerp(ag, bg), lerp(ab, bb)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
