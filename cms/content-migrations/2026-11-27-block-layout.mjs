// Blocks: the look of a block is its `layout` (a typed choice of its type's declaration), no longer a
// free `variant` string. Renames the field in every block item, keeping its place (second, after id).
export const description = 'block_*: variant -> layout';

export function migrate(content) {
  for (const [name, items] of Object.entries(content)) {
    if (!name.startsWith('block_') || !Array.isArray(items)) continue;
    content[name] = items.map((item) => ('variant' in item ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k === 'variant' ? 'layout' : k, v])) : item));
  }
}
