// block_cards: a card's name and title were two fields for one fact, its heading (the logo layouts
// read `name`, the others `title`), so the list of cards in Directus read "Title--" or "--Name". One
// field, `title`, now; a card's `name` becomes its `title` in place.
export const description = 'block_cards: items[].name -> items[].title';

/** The card with its name as its title, where it had no title of its own. */
function renamed(card) {
  if (!('name' in card)) return card;
  const named = !card.title;
  return Object.fromEntries(Object.entries(card).flatMap(([key, value]) => {
    if (key === 'name') return named ? [['title', value]] : [];
    return key === 'title' && named ? [] : [[key, value]];
  }));
}

export function migrate(content) {
  for (const block of content.block_cards ?? []) {
    if (Array.isArray(block.items)) block.items = block.items.map((card) => (card && typeof card === 'object' ? renamed(card) : card));
  }
}
