// block_cards: one list of cards held every field any layout's card shows, so a card's form showed
// Number, Badge, Tags... whatever the block's look. Each card shape has its own list now, holding the
// fields its cards show; a block's `items` move to its layout's list, in the same place, and the other
// lists are empty. A value the new list has no field for would be lost: the migration refuses it.
import { intoShapeLists, kept } from '../scripts/lib/list-shapes.mjs';

export const description = 'block_cards: items -> one list per card shape (icon_cards, logo_cards, ...)';

/** Each list, its cards' fields in the contract's order, and the layouts it serves (as of this migration). */
const LISTS = {
  icon_cards: [['icons'], ['icon', 'title', 'description', 'features', 'button_text', 'button_link']],
  numbered_cards: [['numbered'], ['number', 'icon', 'logo', 'title', 'description']],
  pane_items: [['list_with_pane'], ['number', 'icon', 'logo', 'title', 'subtitle', 'description']],
  logo_cards: [['logo_cards'], ['title', 'logo', 'highlight', 'description', 'tags']],
  logo_point_cards: [['logo_points'], ['title', 'logo', 'description', 'features']],
  logo_rows: [['logo_rows'], ['title', 'logo', 'icon', 'highlight', 'description']],
  logo_tiles: [['logo_tiles'], ['title', 'logo', 'badge']],
  lettered_cards: [['letters', 'beside_image'], ['badge', 'title', 'description']],
  check_items: [['checks'], ['title']],
  checked_cards: [['checked_cards'], ['title', 'description']],
  link_cards: [['link_cards'], ['icon', 'badge', 'title', 'description', 'features', 'subtitle', 'link', 'button_text', 'button_link']],
  hover_cards: [['hover_points'], ['icon', 'title', 'description', 'features', 'highlighted']],
};

/** The block's cards in its layout's list, each with that list's fields. */
function cardsOf(block) {
  const [list, [, fields]] = Object.entries(LISTS).find(([, [layouts]]) => layouts.includes(block.layout)) ?? [undefined, []];
  if (!list) throw new Error(`block_cards item ${block.id}: layout ${JSON.stringify(block.layout)} has no card list`);
  const cards = (block.items ?? []).map((card, index) => kept(card, fields, `block_cards item ${block.id}, items[${index}]`, `the ${block.layout} layout`));
  return [list, cards];
}

export function migrate(content) {
  content.block_cards = (content.block_cards ?? []).map((block) => {
    if (!('items' in block)) return block;
    const [list, cards] = cardsOf(block);
    return intoShapeLists(block, 'items', Object.keys(LISTS), list, cards);
  });
}
