// The content contract as the CMS scripts use it: the build's own (plugins/gatsby-source-directus/src/
// cms/contract.ts and schema.ts, derived from collections.ts and the block declarations in
// src/blocks/<type>/config.ts), imported through Node's module hooks, which transpile the TypeScript
// with the repository's own compiler (typescript-hooks.mjs). There is no copy of it here.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);

const contract = await import('../../../plugins/gatsby-source-directus/src/cms/contract.ts');
const schema = await import('../../../plugins/gatsby-source-directus/src/cms/schema.ts');
const assets = await import('../../../plugins/gatsby-source-directus/src/assets.ts');
const access = await import('../../../plugins/gatsby-source-directus/src/cms/access.ts');

export const {
  CMS_COLLECTIONS: COLLECTIONS, BLOCK_NAMES, JUNCTIONS, ROW_COLLECTIONS, FILE_FIELDS, STATUS_COLLECTIONS, SLUG_COLLECTIONS, COLLECTION_NAMES,
  SLUG_PATTERN_SOURCE: SLUG_PATTERN, ROUTE_PATTERN_SOURCE: ROUTE_PATTERN, fieldsParam, contentShape, writeShape, fileIdsOf, isFileId, extensionSite, rowsWithin,
  CMS_LANGUAGES, TRANSLATION_COLLECTIONS,
} = contract;
export const { directusCollections, directusRows, directusJunctions, directusRelations, directusLanguages, directusTranslations, BLOCKS_GROUP } = schema;
// Where a file record's bytes sit in a snapshot (content/assets/<bare name>), or null: the export and the seed refuse the file.
export const { assetPath, refusedFile } = assets;
// What the Public policy and the read-only build policy may read (setup.mjs writes these permissions).
export const { READ_COLLECTIONS, PUBLIC_FILE_FIELDS, publicReadRules, buildReadRules } = access;
