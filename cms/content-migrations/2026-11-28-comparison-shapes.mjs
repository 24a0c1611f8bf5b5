// block_comparison: the industry pages' challenges against solutions are named by their shape, two
// columns of cards.
export const description = 'block_comparison: challenges_solutions -> card_columns';

export function migrate(content) {
  for (const block of content.block_comparison ?? []) {
    if (block.layout === 'challenges_solutions') block.layout = 'card_columns';
  }
}
