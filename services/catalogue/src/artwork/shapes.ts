/** Tiny SVG element writers: coordinates are whole units (a poster is 1200 wide) to keep every file a few kilobytes. */

const r = (n: number) => Math.round(n);

export function polygon(points: readonly number[], attrs = ''): string {
  const pairs: string[] = [];
  for (let i = 0; i < points.length; i += 2) pairs.push(`${r(points[i])},${r(points[i + 1])}`);
  return `<polygon points="${pairs.join(' ')}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** A polygon mirrored about x = 0: give the left half from the bottom up. */
export function mirrored(leftHalf: readonly number[], attrs = ''): string {
  const right: number[] = [];
  for (let i = leftHalf.length - 2; i >= 0; i -= 2) right.push(-leftHalf[i], leftHalf[i + 1]);
  return polygon([...leftHalf, ...right], attrs);
}

export function rect(x: number, y: number, width: number, height: number, attrs = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}"${attrs ? ` ${attrs}` : ''}/>`;
}

export function circle(cx: number, cy: number, radius: number, attrs = ''): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"${attrs ? ` ${attrs}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs = ''): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}"${attrs ? ` ${attrs}` : ''}/>`;
}

export function path(d: string, attrs = ''): string {
  return `<path d="${d.replace(/-?\d+\.\d+(?:e-?\d+)?/g, (n) => String(r(Number(n))))}"${attrs ? ` ${attrs}` : ''}/>`;
}

export function group(content: string, attrs: string): string {
  return `<g ${attrs}>${content}</g>`;
}

/** A translate + uniform scale transform. */
export function place(x: number, y: number, scale: number, flip = false): string {
  return `transform="translate(${r(x)} ${r(y)}) scale(${flip ? -Math.round(scale * 1000) / 1000 : Math.round(scale * 1000) / 1000} ${Math.round(scale * 1000) / 1000})"`;
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
