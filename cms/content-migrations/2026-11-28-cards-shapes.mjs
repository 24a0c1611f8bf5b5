// block_cards: nineteen looks, most of one page each, become thirteen shapes named by what they show.
// Six looks of icon cards are one shape whose differences are the block's own options: its band's
// tone, whether more than four cards slide sideways (strip) and whether they fade in (reveal). The two
// looks of logo rows (with a button; with dark figure tiles for the cards without a logo) are one,
// their tone an option too. The new option fields go after `items`, where the contract puts them
// (and an export writes them).
export const description = 'block_cards: icon looks -> icons (tone, strip, reveal), logo rows -> logo_rows (tone); the others renamed by shape';

/** Looks that became one layout, and the options that keep each look. */
const MERGED = {
  icon_cards: ['icons', { tone: 'light', strip: false, reveal: true }],
  icon_benefits: ['icons', { tone: 'light', strip: true, reveal: false }],
  icon_benefits_alt: ['icons', { tone: 'alt', strip: true, reveal: false }],
  icon_benefits_grid: ['icons', { tone: 'light', strip: false, reveal: false }],
  icon_grid: ['icons', { tone: 'light', strip: false, reveal: false }],
  feature_cards: ['icons', { tone: 'alt', strip: false, reveal: false }],
  platform_grid: ['logo_rows', { tone: 'alt' }],
  tools_highlights: ['logo_rows', { tone: 'light' }],
};

const RENAMED = {
  core_features: 'numbered', showcase: 'list_with_pane', platforms: 'logo_cards', social_platforms: 'logo_points',
  model_tiles: 'logo_tiles', values: 'letters',
  places: 'beside_image', check_list: 'checks', tech_list: 'checked_cards', verticals: 'link_cards', key_features: 'hover_points',
};

const OPTIONS = ['tone', 'strip', 'reveal'];
/** What Directus holds for a block that sets none (booleans default to false). */
const UNSET = { tone: null, strip: false, reveal: false };

/** The block with its options after `items` (unset where its old look had none). */
function withOptions(block, options) {
  const out = {};
  for (const [key, value] of Object.entries(block)) {
    if (OPTIONS.includes(key)) continue;
    out[key] = value;
    if (key === 'items') for (const option of OPTIONS) out[option] = options[option] ?? block[option] ?? UNSET[option];
  }
  return out;
}

export function migrate(content) {
  content.block_cards = (content.block_cards ?? []).map((block) => {
    // Without `items`, the block is of a later contract already (one card list per shape).
    if (!('items' in block)) return block;
    if (Object.prototype.hasOwnProperty.call(MERGED, block.layout)) {
      const [layout, options] = MERGED[block.layout];
      return withOptions({ ...block, layout }, options);
    }
    const layout = Object.prototype.hasOwnProperty.call(RENAMED, block.layout) ? RENAMED[block.layout] : block.layout;
    return withOptions({ ...block, layout }, {});
  });
}
