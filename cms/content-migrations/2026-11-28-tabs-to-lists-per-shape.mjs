// block_tabs: one list of tabs held every field any layout's tab and entry shows, so an entry's form
// showed Figures, Badge, Logo and Highlight whatever the block's look. Each shape has its own list
// now (card_tabs, category_tabs, logo_tabs, groups), its entries holding only what that shape shows;
// a block's `tabs` move to its layout's list, in the same place, and the other lists are empty. A
// value the new list has no field for would be lost: the migration refuses it.
import { intoShapeLists, kept } from '../scripts/lib/list-shapes.mjs';

export const description = 'block_tabs: tabs -> one list per tab shape (card_tabs, category_tabs, logo_tabs, groups)';

/** Each list, the layout it serves, its tabs' and its entries' fields in the contract's order (as of this migration). */
const LISTS = {
  card_tabs: ['tabbed_cards', ['name', 'icon', 'description'], ['title', 'description', 'icon', 'features', 'figures']],
  category_tabs: ['categories', ['name', 'icon', 'description'], ['title', 'description', 'badge', 'features']],
  logo_tabs: ['logo_categories', ['name', 'icon', 'description'], ['title', 'logo', 'description', 'highlight', 'highlight_label', 'features']],
  groups: ['groups', ['name'], ['title', 'description']],
};

/**
 * Values no layout ever showed, dropped on purpose: the categories' entries carried icons from the
 * first import that their cards never drew (the category's own icon is kept).
 */
const UNSHOWN = { categories: ['icon'] };

/** The block's tabs in its layout's list, each tab and entry with that list's fields. */
function tabsOf(block) {
  const [list, [, tabFields, entryFields]] = Object.entries(LISTS).find(([, [layout]]) => layout === block.layout) ?? [undefined, []];
  if (!list) throw new Error(`block_tabs item ${block.id}: layout ${JSON.stringify(block.layout)} has no tab list`);
  const tabs = (block.tabs ?? []).map((tab, t) => ({
    ...kept(Object.fromEntries(Object.entries(tab ?? {}).filter(([key]) => key !== 'items')), tabFields, `block_tabs item ${block.id}, tabs[${t}]`),
    entries: (tab?.items ?? []).map((entry, e) => kept(
      Object.fromEntries(Object.entries(entry ?? {}).filter(([key]) => !(UNSHOWN[block.layout] ?? []).includes(key))), entryFields, `block_tabs item ${block.id}, tabs[${t}].items[${e}]`,
    )),
  }));
  return [list, tabs];
}

export function migrate(content) {
  content.block_tabs = (content.block_tabs ?? []).map((block) => {
    if (!('tabs' in block)) return block;
    const [list, tabs] = tabsOf(block);
    return intoShapeLists(block, 'tabs', Object.keys(LISTS), list, tabs);
  });
}
