// block_tabs: six looks become four shapes named by what they show. The automation and AI pages' use
// cases are one shape, tabs of cards: each card's figures, written in the components until now
// ("15 hrs" under "Saved per week", "4-6 weeks" under "Timeline"), are the card's own `figures`, so
// the hours, ROI, timeline and cost fields go; the AI cards' three columns are the block's `per_row`.
// The two looks of a technology stack are one, `groups`, their band the block's `tone`. The new
// fields go where the contract puts them: `figures` after an entry's `description`, `per_row` and
// `tone` after `tabs`.
export const description = 'block_tabs: use cases -> tabbed_cards (figures, per_row), technology looks -> groups (tone), service_categories -> categories, platforms -> logo_categories';

const RENAMED = { service_categories: 'categories', platforms: 'logo_categories' };
const OLD_FIGURES = ['hours_saved_per_week', 'roi', 'timeline', 'cost_range'];

/** The figures an entry's old fields showed, with the labels the components wrote. */
function figuresOf(entry) {
  if (entry.hours_saved_per_week != null || entry.roi) {
    return [{ value: `${entry.hours_saved_per_week ?? 0} hrs`, label: 'Saved per week' }, { value: `${entry.roi ?? ''} ROI`, label: 'Return on investment' }];
  }
  if (entry.timeline || entry.cost_range) return [{ value: entry.timeline ?? '', label: 'Timeline' }, { value: entry.cost_range ?? '', label: 'Investment' }];
  return null;
}

/** An entry with `figures` after its description and without the old figure fields. */
function migratedEntry(entry) {
  if (!entry || typeof entry !== 'object' || 'figures' in entry) return entry;
  const figures = figuresOf(entry);
  const out = {};
  for (const [key, value] of Object.entries(entry)) {
    if (OLD_FIGURES.includes(key)) continue;
    out[key] = value;
    if (key === 'description') out.figures = figures;
  }
  if (!('figures' in out)) out.figures = figures;
  return out;
}

/** The block with `per_row` and `tone` after `tabs` (unset where its old look had none). */
function withOptions(block, options) {
  const out = {};
  for (const [key, value] of Object.entries(block)) {
    if (key === 'per_row' || key === 'tone') continue;
    out[key] = value;
    if (key === 'tabs') Object.assign(out, { per_row: options.per_row ?? block.per_row ?? null, tone: options.tone ?? block.tone ?? null });
  }
  return out;
}

export function migrate(content) {
  content.block_tabs = (content.block_tabs ?? []).map((block) => {
    // A block without `tabs` is of a later contract (one list per tab shape since).
    if (!('tabs' in block)) return block;
    const tabs = Array.isArray(block.tabs)
      ? block.tabs.map((tab) => (tab && Array.isArray(tab.items) ? { ...tab, items: tab.items.map(migratedEntry) } : tab))
      : block.tabs;
    const options = { automation_use_cases: { per_row: '2' }, ai_use_cases: { per_row: '3' }, technology: { tone: 'alt' }, technology_light: { tone: 'light' } }[block.layout] ?? {};
    const layout = { automation_use_cases: 'tabbed_cards', ai_use_cases: 'tabbed_cards', technology: 'groups', technology_light: 'groups' }[block.layout]
      ?? (Object.prototype.hasOwnProperty.call(RENAMED, block.layout) ? RENAMED[block.layout] : block.layout);
    return withOptions({ ...block, layout, tabs }, options);
  });
}
