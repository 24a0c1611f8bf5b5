// block_projects: the featured projects and the full portfolio list were two layouts of one shape,
// cards of the portfolio's projects. They are one layout now, project_cards: `every` shows every
// project instead of the featured ones up to the limit, and the featured list's View All Projects
// button, which the component wrote, is the block's button (spec 000: to /portfolios#all).
export const description = 'block_projects: featured, all -> project_cards (every; the button as content)';

/** The block with `every` right after `limit`, where the contract declares it. */
const withEvery = (block, every) => Object.fromEntries(Object.entries(block).flatMap(([key, value]) => (key === 'limit' ? [[key, value], ['every', every]] : key === 'every' ? [] : [[key, value]])));

export function migrate(content) {
  content.block_projects = (content.block_projects ?? []).map((block) => {
    // Directus stores an unset switch as false; a second run keeps what the first set.
    const every = withEvery(block, block.layout === 'all' || block.every === true);
    if (block.layout === 'all') return { ...every, layout: 'project_cards' };
    if (block.layout !== 'featured') return every;
    const button = block.button_text ? {} : { button_text: 'View All Projects', button_link: '/portfolios#all' };
    return { ...every, layout: 'project_cards', ...button };
  });
}
