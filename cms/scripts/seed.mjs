#!/usr/bin/env node
// Imports content/ (files.json + assets/, then <collection>.json, block collections before the pages whose
// block lists point at them) into a running Directus, keeping every id. Idempotent: an item or file that already matches is left alone, one that differs is updated, a
// missing one is created; a second run changes nothing (and so triggers no build hook).
//
//   node cms/scripts/seed.mjs                          # cms/.env's Directus, admin token, <repo>/content
//   node cms/scripts/seed.mjs --url http://127.0.0.1:18055 --token <admin token> --content ./content
//   --prune   also delete items (of the contract's collections) that content/ does not have
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CMS_LANGUAGES, COLLECTIONS, FILE_FIELDS, assetPath, contentShape, fieldsParam, refusedFile, writeShape } from './lib/contract.mjs';
import { CMS_DIR, DEFAULT_CONTENT_DIR, client, jsonEqual, log, parseArgs, qs, readEnvFile } from './lib/util.mjs';
import { adminClient } from './setup.mjs';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function pick(obj, keys) {
  return Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));
}

/** Uploads a file with its id and metadata, or replaces the bytes of an existing one. */
export async function uploadFile(api, record, bytes, replace) {
  const form = new FormData();
  // Fields must precede the file in the multipart body.
  if (!replace) form.append('id', record.id);
  if (record.title != null) form.append('title', record.title);
  form.append('filename_download', record.filename_download);
  form.append('file', new Blob([bytes], { type: record.type }), record.filename_download);
  return replace ? api.patch(`/files/${record.id}`, form) : api.post('/files', form);
}

async function seedFiles(api, contentDir, stats) {
  const listFile = path.join(contentDir, 'files.json');
  if (!existsSync(listFile)) return;
  const records = readJson(listFile);
  const have = new Map(
    (await api.get(`/files${qs({ fields: [...FILE_FIELDS, 'filesize'].join(','), limit: -1, filter: { id: { _in: records.map((r) => r.id) } } })}`))
      .map((f) => [f.id, f]),
  );
  for (const record of records) {
    const file = assetPath(contentDir, record);
    if (file === null) {
      log(`warning: refused ${refusedFile(record)}: not read, not uploaded`);
      stats.filesRefused++;
      continue;
    }
    const bytes = readFileSync(file);
    let current = have.get(record.id);
    let replace = false;
    if (current) {
      if (Number(current.filesize) === bytes.length) {
        const res = await api.raw('GET', `/assets/${record.id}`);
        const stored = Buffer.from(await res.arrayBuffer());
        replace = !stored.equals(bytes);
      } else replace = true;
    }
    if (!current || replace) {
      await uploadFile(api, record, bytes, replace);
      current = await api.get(`/files/${record.id}?fields=${FILE_FIELDS.join(',')}`);
      stats[replace ? 'filesReplaced' : 'filesUploaded']++;
    }
    // Keep the record exactly as content/ has it (Directus fills width/height/type itself on upload).
    const want = pick(record, FILE_FIELDS.filter((f) => f !== 'id'));
    const diff = Object.fromEntries(Object.entries(want).filter(([k, v]) => !jsonEqual(current[k], v)));
    if (Object.keys(diff).length) {
      await api.patch(`/files/${record.id}`, diff);
      stats.filesPatched++;
    }
  }
}

async function seedCollection(api, collection, items, stats, prune) {
  const current = await api.get(`/items/${collection.name}${qs({ fields: fieldsParam(collection), limit: -1, sort: 'id' })}`);
  const byId = new Map(current.map((item) => [item.id, contentShape(collection, item)]));
  const create = [];
  for (const item of items) {
    const want = pick(item, collection.fields);
    const have = byId.get(item.id);
    if (!have) create.push(writeShape(collection, want));
    else if (!jsonEqual(pick(have, Object.keys(want)), want)) {
      const { id, ...changes } = writeShape(collection, want);
      await api.patch(`/items/${collection.name}/${id}`, changes);
      stats.updated++;
    } else stats.unchanged++;
  }
  if (create.length) {
    await api.post(`/items/${collection.name}`, create);
    stats.created += create.length;
  }
  if (prune) {
    const keep = new Set(items.map((i) => i.id));
    const extra = current.filter((i) => !keep.has(i.id)).map((i) => i.id);
    if (extra.length) {
      await api.del(`/items/${collection.name}${qs({ filter: { id: { _in: extra } } })}`);
      stats.deleted += extra.length;
    }
  }
}

/** The languages translations are in: the site's own list (src/content/languages.ts), not content. */
async function seedLanguages(api, stats) {
  const have = new Map((await api.get(`/items/languages${qs({ limit: -1 })}`)).map((language) => [language.code, language]));
  for (const language of CMS_LANGUAGES) {
    const current = have.get(language.code);
    if (!current) {
      await api.post('/items/languages', language);
      stats.created++;
    } else if (!jsonEqual(pick(current, Object.keys(language)), language)) {
      await api.patch(`/items/languages/${language.code}`, language);
      stats.updated++;
    } else stats.unchanged++;
  }
}

export async function seed({ api, contentDir = DEFAULT_CONTENT_DIR, prune = false }) {
  const stats = { created: 0, updated: 0, unchanged: 0, deleted: 0, filesUploaded: 0, filesReplaced: 0, filesPatched: 0, filesRefused: 0 };
  await seedFiles(api, contentDir, stats);
  await seedLanguages(api, stats);
  for (const collection of COLLECTIONS) {
    const file = path.join(contentDir, `${collection.name}.json`);
    if (!existsSync(file)) {
      log(`(no ${collection.name}.json in ${contentDir}: skipped)`);
      continue;
    }
    const data = readJson(file);
    if (collection.singleton) {
      const want = pick(data, collection.fields);
      const read = await api.get(`/items/${collection.name}?fields=${fieldsParam(collection)}`);
      const have = read && contentShape(collection, read);
      if (have && jsonEqual(pick(have, Object.keys(want)), want)) stats.unchanged++;
      else {
        await api.patch(`/items/${collection.name}`, writeShape(collection, want));
        stats[have?.id != null ? 'updated' : 'created']++;
      }
    } else await seedCollection(api, collection, data, stats, prune);
  }
  stats.toString = () => `${stats.created} created, ${stats.updated} updated, ${stats.unchanged} unchanged, ${stats.deleted} deleted items; `
    + `${stats.filesUploaded} uploaded, ${stats.filesReplaced} replaced, ${stats.filesPatched} patched files`
    + `${stats.filesRefused ? `; ${stats.filesRefused} refused for their names (listed above)` : ''}`;
  return stats;
}

async function cli() {
  const args = parseArgs(process.argv.slice(2), { url: 'string', token: 'string', content: 'string', 'env-file': 'string', prune: 'boolean' });
  const env = readEnvFile(path.resolve(args.envFile ?? path.join(CMS_DIR, '.env')));
  const url = args.url ?? env.PUBLIC_URL ?? 'http://127.0.0.1:8055';
  const api = args.token ? client(url, args.token) : await adminClient(url, env);
  const t = Date.now();
  const stats = await seed({ api, contentDir: path.resolve(args.content ?? DEFAULT_CONTENT_DIR), prune: args.prune });
  log(`Seeded ${url} in ${((Date.now() - t) / 1000).toFixed(1)} s: ${stats}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((e) => {
    console.error(`[cms] ${e.message}`);
    process.exit(1);
  });
}
