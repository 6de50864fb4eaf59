/**
 * One palette per time of day. Land and water are not listed per landscape: they are the
 * landscape's own base colour mixed towards the palette's light (`tint`) and, with
 * distance, towards the haze of the horizon, so every landscape works in every light.
 */
import type { TimeOfDay } from './scene';

export interface Palette {
  /** Sky gradient, top to horizon. */
  sky: readonly [string, string, string];
  /** Sun (or moon, when `moon` is set) and its glow. */
  sun: string;
  glow: string;
  moon: boolean;
  /** Height of the sun as a fraction of the horizon height (0 = on the horizon). */
  sunHeight: number;
  stars: boolean;
  /** Colour of the light, and how strongly it colours the land. */
  tint: string;
  tintAmount: number;
  /** How dark the near land is (0 = its base colour, 1 = the silhouette colour). */
  shade: number;
  silhouette: string;
  water: readonly [string, string];
  /** Windows lit in buildings. */
  lights: boolean;
  title: string;
  titleShadow: string;
}

export const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ['#27345f', '#a9667f', '#f5c48a'],
    sun: '#ffe3b3',
    glow: '#ffc58f',
    moon: false,
    sunHeight: 0.1,
    stars: false,
    tint: '#f0a58a',
    tintAmount: 0.35,
    shade: 0.45,
    silhouette: '#2a2342',
    water: ['#9a7d98', '#3a3d63'],
    lights: false,
    title: '#fff8ef',
    titleShadow: '#2a2342',
  },
  morning: {
    sky: ['#3f8fd0', '#8cc8ec', '#e7f4f8'],
    sun: '#fffbe6',
    glow: '#fff1b8',
    moon: false,
    sunHeight: 0.55,
    stars: false,
    tint: '#fff3d6',
    tintAmount: 0.15,
    shade: 0.2,
    silhouette: '#1d3a4f',
    water: ['#37b3d6', '#0b5f8a'],
    lights: false,
    title: '#ffffff',
    titleShadow: '#123049',
  },
  noon: {
    sky: ['#1c78d4', '#5aaeea', '#c9e8f7'],
    sun: '#ffffff',
    glow: '#fff6cf',
    moon: false,
    sunHeight: 0.85,
    stars: false,
    tint: '#ffffff',
    tintAmount: 0.08,
    shade: 0.15,
    silhouette: '#16354b',
    water: ['#22c3cf', '#03708f'],
    lights: false,
    title: '#ffffff',
    titleShadow: '#0d2a40',
  },
  golden: {
    sky: ['#3d6db3', '#e8a86b', '#fbe0a8'],
    sun: '#fff2c4',
    glow: '#ffd27a',
    moon: false,
    sunHeight: 0.3,
    stars: false,
    tint: '#ffb566',
    tintAmount: 0.3,
    shade: 0.35,
    silhouette: '#35243a',
    water: ['#d9a56c', '#3f4a72'],
    lights: false,
    title: '#fffaf0',
    titleShadow: '#35243a',
  },
  sunset: {
    sky: ['#2a1a4d', '#c2437c', '#ffa04a'],
    sun: '#ffe08a',
    glow: '#ff8f4a',
    moon: false,
    sunHeight: 0.12,
    stars: false,
    tint: '#ff7a5c',
    tintAmount: 0.45,
    shade: 0.6,
    silhouette: '#23102e',
    water: ['#d66a6a', '#2f1d4f'],
    lights: true,
    title: '#fff4e6',
    titleShadow: '#23102e',
  },
  dusk: {
    sky: ['#0f2048', '#4b4282', '#e6876e'],
    sun: '#f6f1dc',
    glow: '#b9a6d9',
    moon: true,
    sunHeight: 0.75,
    stars: true,
    tint: '#6b5a9e',
    tintAmount: 0.5,
    shade: 0.7,
    silhouette: '#14112b',
    water: ['#5b5288', '#121a3a'],
    lights: true,
    title: '#fdf6e8',
    titleShadow: '#0b0a1c',
  },
  night: {
    sky: ['#040a1e', '#0e1d45', '#27407a'],
    sun: '#f7f3df',
    glow: '#8ea6e0',
    moon: true,
    sunHeight: 0.7,
    stars: true,
    tint: '#2b3f7a',
    tintAmount: 0.6,
    shade: 0.8,
    silhouette: '#050915',
    water: ['#1f3468', '#060c22'],
    lights: true,
    title: '#f7f1de',
    titleShadow: '#020512',
  },
};
