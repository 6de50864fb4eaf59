/**
 * Lucide's icons as elements built once per icon and props. Lucide rebuilds an icon's
 * attributes from its data on every render (defaults merged, a Set of class names, its
 * children mapped): 14 % of the CPU an uncached home page cost the server, and the same work
 * again in a phone's hydration. The site's icons are decorative with fixed props (a size,
 * `aria-hidden`, at most a class or a stroke width), so the same props give the same element
 * object, which React renders without calling anything. The markup is Lucide's own
 * (prebuilt.test.tsx compares them for every icon the site uses); props a key cannot hold (a
 * handler, a style object, a ref) go to Lucide's component as before.
 */

import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement, forwardRef, type ReactElement } from 'react';

/** What createLucideIcon keeps of an icon: its name, aliases, viewBox size and child nodes. */
interface IconData {
  name?: string;
  aliases?: string[];
  size?: number;
  node: Array<[string, Record<string, string | number>]>;
}

type Primitive = string | number | boolean | undefined;

/**
 * The data an icon component was made from. createLucideIcon's component only creates
 * Lucide's inner `Icon` element with `icon: data`, without hooks, so calling its render
 * function outside React is safe; a Lucide that changed this shape fails prebuilt.test.tsx.
 */
function iconDataOf(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconData }> }).render;
  return render({}, null).props.icon;
}

const uniqueClasses = (...classes: Array<string | undefined>) =>
  [...new Set(classes.flatMap((name) => (name ?? '').split(/\s+/)).filter(Boolean))].join(' ');

/** Lucide's `aria-hidden` rule: an icon nobody labelled is hidden from assistive technology. */
const labelled = (props: Record<string, unknown>) =>
  Object.entries(props).some(([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null);

/** The element Lucide renders for these props (its buildLucideIconNode, for the props the site uses). */
function buildElement(data: IconData, props: Record<string, Primitive>): ReactElement {
  const { size, strokeWidth, className, ...rest } = props;
  const viewBoxSize = data.size ?? 24;
  const iconClasses = [
    data.name ? `lucide-${data.name}` : undefined,
    ...(data.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`),
  ];
  const attributes: Record<string, Primitive> = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size ?? 24,
    height: size ?? 24,
    viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: strokeWidth ?? 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: uniqueClasses('lucide', ...iconClasses, className as string | undefined),
    ...(labelled(rest) ? {} : { 'aria-hidden': 'true' }),
    ...rest,
  };
  return createElement('svg', attributes, ...data.node.map(([tag, nodeAttributes]) => createElement(tag, nodeAttributes)));
}

const isPrimitive = (value: unknown): value is Primitive => value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/** Lucide's props that buildElement does not reproduce: an icon given one renders through Lucide. */
const LUCIDE_ONLY = ['children', 'color', 'width', 'height', 'absoluteStrokeWidth', 'nonScalingStroke'];

/** `icon`, with each distinct set of plain props built once (the site sets no LucideProvider defaults). */
export function prebuilt(icon: LucideIcon): LucideIcon {
  const data = iconDataOf(icon);
  const built = new Map<string, ReactElement>();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon at module level (icons/index.ts), as createLucideIcon does
  const Prebuilt = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const plain = ref === null && LUCIDE_ONLY.every((name) => !(name in props)) && Object.values(props).every(isPrimitive);
    if (!plain) return createElement(icon, { ...props, ref });
    const key = JSON.stringify(props);
    let element = built.get(key);
    if (!element) {
      element = buildElement(data, props as Record<string, Primitive>);
      built.set(key, element);
    }
    return element;
  });
  Prebuilt.displayName = icon.displayName;
  return Prebuilt;
}
