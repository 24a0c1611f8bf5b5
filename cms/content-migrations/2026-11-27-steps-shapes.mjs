// block_steps: four looks of one page each become three shapes. The landing page's timeline and the
// service pages' numbered steps are one shape, numbered cards (durations and the total show where
// the block has them); the process page's framework is full rows; the about page's journey is
// milestones on a line.
export const description = 'block_steps: timeline, numbered -> cards; framework -> rows; journey -> milestones';

const LAYOUTS = { timeline: 'cards', numbered: 'cards', framework: 'rows', journey: 'milestones' };

export function migrate(content) {
  for (const block of content.block_steps ?? []) {
    if (Object.prototype.hasOwnProperty.call(LAYOUTS, block.layout)) block.layout = LAYOUTS[block.layout];
  }
}
