// block_stats: seven looks, most of one page each, become six shapes named by what they show. The
// industries page's impact tiles and the home page's counting figures are one shape, figure tiles,
// whose differences are the block's options: its band's tone and whether the figures count up. The
// headline figure's "Proven results", written in the component until now, is the block's own
// `stats_title`. New fields go where the contract puts them (and an export writes them):
// `stats_title` before `stats`, `tone` and `count_up` after `points`.
export const description = 'block_stats: roi -> headline (stats_title), count_up and tiles -> tiles (tone, count_up); the others renamed by shape';

const RENAMED = { roi: 'headline', row: 'band', overview: 'beside_text', project_overview: 'text_with_facts', results: 'bars' };
/** Looks that became tiles, and the options that keep each look. */
const TILES = { count_up: { tone: 'dark', count_up: true }, tiles: { tone: 'alt', count_up: false } };
/** The title the headline figure's component wrote over its figures. */
const PROVEN_RESULTS = 'Proven results';

/** The block with its new fields in the contract's places (unset where its old look had none). */
function withFields(block, fields) {
  const value = (key, unset) => (key in fields ? fields[key] : key in block ? block[key] : unset);
  const out = {};
  for (const [key, current] of Object.entries(block)) {
    if (key === 'stats_title' || key === 'tone' || key === 'count_up') continue;
    if (key === 'stats') out.stats_title = value('stats_title', null);
    out[key] = current;
    if (key === 'points') Object.assign(out, { tone: value('tone', null), count_up: value('count_up', false) });
  }
  return out;
}

export function migrate(content) {
  content.block_stats = (content.block_stats ?? []).map((block) => {
    if (block.layout === 'roi') return withFields({ ...block, layout: 'headline' }, { stats_title: block.stats_title || PROVEN_RESULTS });
    // "tiles" is an old look's name and a new shape's: a block that has its options is already migrated.
    if (Object.prototype.hasOwnProperty.call(TILES, block.layout) && !('tone' in block)) return withFields({ ...block, layout: 'tiles' }, TILES[block.layout]);
    const layout = Object.prototype.hasOwnProperty.call(RENAMED, block.layout) ? RENAMED[block.layout] : block.layout;
    return withFields({ ...block, layout }, {});
  });
}
