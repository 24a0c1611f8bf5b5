// What the content migrations that split one list into one list per shape share (cards, tabs,
// comparison columns): keeping a row's fields without losing a value, and putting the block's rows
// in its layout's list, in the old list's place.

/** Nothing an editor would miss: Directus's empty values. */
const isEmpty = (value) => value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/**
 * `value` with only `fields` (in order, null when empty). A value none of them keeps would be lost:
 * refused, naming the row (`where`) and what lacks the field (`owner`).
 */
export function kept(value, fields, where, owner = 'the layout') {
  const lost = Object.keys(value ?? {}).filter((key) => !fields.includes(key) && key !== 'sort' && !isEmpty(value[key]));
  if (lost.length > 0) throw new Error(`${where}: ${owner} has no ${lost.join(', ')}; move them by hand first`);
  return Object.fromEntries(fields.map((field) => [field, value?.[field] ?? null]));
}

/** The block with its `source` list replaced, in place, by every list of `lists`: `list` holds `rows`, the others are empty. */
export const intoShapeLists = (block, source, lists, list, rows) => Object.fromEntries(Object.entries(block).flatMap(([key, value]) => {
  if (key !== source) return [[key, value]];
  return lists.map((name) => [name, name === list ? rows : []]);
}));
