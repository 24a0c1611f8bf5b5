// block_comparison: one list of columns held every field any layout's column and entry shows, so a
// priced column's form showed entries and a More button, a card's short and long titles. Each shape has
// its own list now (contrast_columns, priced_columns, card_columns), its columns and their entries
// holding only what that shape shows; a block's `columns` move to its layout's list, in the same
// place, and the other lists are empty. A value the new list has no field for would be lost: the
// migration refuses it (the stored blocks hold none: nothing is dropped).
// Named to run after 2026-11-28-comparison-shapes (the card columns' layout name) and
// 2026-11-28-time-caption (the priced columns' time label), which read `columns`.
import { intoShapeLists, kept } from '../scripts/lib/list-shapes.mjs';

export const description = 'block_comparison: columns -> one list per column shape (contrast_columns, priced_columns, card_columns)';

/** Each list, the layout it serves, its columns' and its entries' fields in the contract's order (as of this migration). */
const LISTS = {
  contrast_columns: ['before_after', ['title', 'entries', 'more_text'], ['short_title', 'long_title', 'short_description', 'long_description', 'icon']],
  priced_columns: ['cost_columns', ['label', 'cost', 'cost_caption', 'timeline', 'timeline_caption', 'points'], null],
  card_columns: ['card_columns', ['title', 'entries'], ['title', 'description', 'icon', 'points', 'badge']],
};

/** The block's columns in its layout's list, each column and entry with that list's fields. */
function columnsOf(block) {
  const [list, [, columnFields, entryFields]] = Object.entries(LISTS).find(([, [layout]]) => layout === block.layout) ?? [undefined, []];
  if (!list) throw new Error(`block_comparison item ${block.id}: layout ${JSON.stringify(block.layout)} has no column list`);
  const columns = (block.columns ?? []).map((column, c) => {
    const where = `block_comparison item ${block.id}, columns[${c}]`;
    // A column's `items` are its `entries`; priced columns have none, so theirs count as a lost value.
    const { items, ...own } = column ?? {};
    const renamed = entryFields ? { ...own, entries: (items ?? []).map((entry, e) => kept(entry, entryFields, `${where}.items[${e}]`)) } : column;
    return kept(renamed, columnFields, where);
  });
  return [list, columns];
}

export function migrate(content) {
  content.block_comparison = (content.block_comparison ?? []).map((block) => {
    if (!('columns' in block)) return block;
    const [list, columns] = columnsOf(block);
    return intoShapeLists(block, 'columns', Object.keys(LISTS), list, columns);
  });
}
