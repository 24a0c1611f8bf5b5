// block_tabs: a logo category's card held its logo as a typed site path, because its list sat inside
// the tab's, both JSON repeaters. The tabs and their entries are child collections' rows now (an
// entry's list nested in its tab's), so the logo is a Directus file an editor uploads or picks. Each
// path becomes one file record with the bytes of the site's static/ copy (as the card logos did).
import { pictureFile, sortFiles } from './2026-11-28-list-pictures.mjs';

export const description = 'block_tabs: tabs and their entries as rows, an entry\'s logo path -> a Directus file';

/** A tab's and an entry's fields as cms:export writes a row (every field, in order, null when empty), as the contract declares them on the day of this migration. */
const TAB_FIELDS = ['name', 'icon', 'description', 'items'];
const ENTRY_FIELDS = ['title', 'description', 'figures', 'features', 'icon', 'badge', 'logo', 'highlight', 'highlight_label'];

const row = (value, fields) => Object.fromEntries(fields.map((key) => [key, value?.[key] ?? null]));

export async function migrate(content, { assets }) {
  for (const block of content.block_tabs ?? []) {
    if (!Array.isArray(block.tabs)) continue;
    block.tabs = block.tabs.map((tab) => ({ ...row(tab, TAB_FIELDS), items: (tab?.items ?? []).map((entry) => row(entry, ENTRY_FIELDS)) }));
    for (const entry of block.tabs.flatMap((tab) => tab.items)) {
      if (typeof entry.logo === 'string' && entry.logo.startsWith('/assets/')) entry.logo = await pictureFile(content, assets, entry.logo, `block_tabs ${block.id}`);
    }
  }
  sortFiles(content);
}
