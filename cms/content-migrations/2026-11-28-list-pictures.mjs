// Pictures in repeaters become Directus files: a card's logo, a gallery's picture and a project card's were typed site
// paths (/assets/platforms/n8n.svg) because a JSON repeater cannot hold a file; their lists are a child
// collection's rows now, whose picture is a file an editor uploads or picks. Each path becomes one file
// record (one per path, however many cards show it) with the bytes of the site's static/ copy.
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';

export const description = 'card logos, gallery and project card pictures: site paths -> Directus files';

/**
 * Where each repeater keeps its picture, and its rows' fields as cms:export writes a row (every
 * field, in order, null when empty), as the contract declares them on the day of this migration.
 */
const PICTURES = [
  {
    collection: 'block_cards', list: 'items', field: 'logo',
    fields: ['title', 'logo', 'highlight', 'description', 'tags', 'number', 'subtitle', 'badge', 'icon', 'features', 'button_text', 'button_link', 'link', 'highlighted'],
  },
  { collection: 'block_gallery', list: 'images', field: 'image', fields: ['image', 'caption', 'alt'] },
  { collection: 'block_projects', list: 'items', field: 'image', fields: ['title', 'description', 'image', 'tags', 'points'] },
];

const TYPES = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A stable id for a path, so that a second run (or another copy of the snapshot) names the same file. */
function fileId(sitePath) {
  const hex = createHash('sha256').update(`content-asset:${sitePath}`).digest('hex');
  // Shaped as a version 4 UUID, as every file id of the snapshot is.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** '/assets/platforms/power-automate.svg' -> 'Power automate' */
const titleOf = (name) => {
  const words = path.basename(name, path.extname(name)).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The id of the file record for a site path (/assets/...), created with its bytes in the snapshot's
 * assets/ the first time a migration asks for it; `owner` names the item in the error when static/ has
 * no such file. `assets.read(sitePath)` gives a static file's bytes (null when there is none);
 * `assets.write(name, bytes)` puts one into the snapshot's assets/.
 */
export async function pictureFile(content, assets, sitePath, owner) {
  content.files ??= [];
  const id = fileId(sitePath);
  if (content.files.some((record) => record.id === id)) return id;
  const bytes = assets.read(sitePath);
  if (!bytes) throw new Error(`${owner}: ${sitePath} is not in static/`);
  const name = sitePath.slice('/assets/'.length).replace(/\//g, '-');
  const { width = null, height = null } = await sharp(bytes).metadata();
  assets.write(name, bytes);
  content.files.push({ id, filename_download: name, title: titleOf(sitePath), type: TYPES[path.extname(name)] ?? null, width, height });
  return id;
}

/** The snapshot's file records in name order, as cms:export writes them. */
export function sortFiles(content) {
  content.files?.sort((a, b) => (a.filename_download < b.filename_download ? -1 : a.filename_download > b.filename_download ? 1 : 0));
}

export async function migrate(content, { assets }) {
  for (const { collection, list, field, fields } of PICTURES) {
    // A block without the list is of a later contract (cards keep one list per shape since).
    for (const block of (content[collection] ?? []).filter((item) => list in item)) {
      block[list] = (block[list] ?? []).map((row) => Object.fromEntries(fields.map((key) => [key, row[key] ?? null])));
      for (const row of block[list]) {
        const value = row[field];
        if (typeof value === 'string' && value.startsWith('/assets/')) row[field] = await pictureFile(content, assets, value, `${collection} ${block.id}`);
      }
    }
  }
  sortFiles(content);
}
