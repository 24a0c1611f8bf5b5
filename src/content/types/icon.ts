/**
 * Closed set of icon names the content's blocks may use (an unknown name shows a check mark:
 * src/content/blocks/common.ts). Components map each name to an inline SVG.
 */
export const ICON_NAMES = [
  'chart',
  'clock',
  'shield',
  'bolt',
  'users',
  'cog',
  'cloud',
  'cart',
  'heart',
  'book',
  'truck',
  'building',
  'bank',
  'sparkles',
  'target',
  'globe',
  'code',
  'database',
  'robot',
  'phone',
  'check',
  'lock',
  'star',
  'rocket',
  'layers',
  'mail',
  'calendar',
  'map-pin',
  'trend-up',
  'home',
  'printer',
  'graduation',
  'leaf',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}
