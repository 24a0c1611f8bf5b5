// block_comparison: the priced columns' "Time to launch" was written in the component, the one label
// of the block an editor could not change. Each priced column now holds it, as its price's label does.
export const description = 'block_comparison (cost_columns): columns[].timeline_caption = "Time to launch"';

export function migrate(content) {
  for (const block of content.block_comparison ?? []) {
    if (block.layout !== 'cost_columns' || !Array.isArray(block.columns)) continue;
    for (const column of block.columns) {
      if (column && typeof column === 'object' && !('timeline_caption' in column)) column.timeline_caption = 'Time to launch';
    }
  }
}
