/**
 * A prebuilt icon renders exactly Lucide's markup, for every icon the site imports and the
 * prop shapes the site passes; the same props give the same element object, and props
 * prebuilt does not reproduce still render through Lucide.
 */
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { createElement, createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as icons from './index';
import { prebuilt } from './prebuilt';

const PROP_SHAPES: Array<Record<string, unknown>> = [
  {},
  { size: 18, 'aria-hidden': 'true' },
  { size: 20, 'aria-hidden': 'true', className: 'icon  extra' },
  { size: 36, strokeWidth: 1.6 },
  { size: 16, 'aria-label': 'Rating' },
  { className: 'lucide decorative' },
];

const LUCIDE_NAMES: Record<string, string> = { MapIcon: 'Map', PackageIcon: 'Package' };
const siteIcons = Object.entries(icons).filter(([, value]) => typeof value === 'object') as Array<[string, ComponentType<object>]>;

describe('prebuilt icons', () => {
  it('lists the icons the site imports', () => {
    expect(siteIcons.length).toBeGreaterThan(40);
  });

  it.each(siteIcons)('%s renders Lucide’s markup for each prop shape', (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, ComponentType<object>>)[LUCIDE_NAMES[name] ?? name];
    for (const props of PROP_SHAPES) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(renderToStaticMarkup(createElement(Lucide, props)));
    }
  });

  it('gives the same element for the same props, so it is built once', () => {
    const Icon = prebuilt(lucide.Plane) as unknown as { render: (props: object, ref: null) => unknown };
    expect(Icon.render({ size: 18, 'aria-hidden': 'true' }, null)).toBe(Icon.render({ size: 18, 'aria-hidden': 'true' }, null));
    expect(Icon.render({ size: 18 }, null)).not.toBe(Icon.render({ size: 20 }, null));
  });

  it('renders through Lucide when given what it does not reproduce', () => {
    const Plane = prebuilt(lucide.Plane);
    const handled = { size: 18, color: 'red', onClick: () => undefined, style: { margin: 1 } };
    expect(renderToStaticMarkup(createElement(Plane, handled))).toBe(renderToStaticMarkup(createElement(lucide.Plane, handled)));
    const ref = createRef<SVGSVGElement>();
    expect(renderToStaticMarkup(createElement(Plane, { ref, width: 10 }))).toBe(
      renderToStaticMarkup(createElement(lucide.Plane, { width: 10 })),
    );
  });
});
