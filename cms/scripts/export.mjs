#!/usr/bin/env node
// Exports a running Directus into content/ in the snapshot's shape (content/README.md): one
// <collection>.json per collection (the `data` of GET /items/<collection>?fields=<contract>&limit=-1&sort=id,
// settings.json the singleton object, a page's blocks as its junction rows in `sort` order), files.json
// with the records of every referenced file (by name), and the original bytes of those files in
// assets/<filename_download>. A file whose name is not a bare file name is refused: neither its bytes nor its
// record are written. Use it to refresh the embedded snapshot from the production CMS; the build's read-only
// token is enough.
//
//   node cms/scripts/export.mjs                                   # local cms/.env Directus -> <repo>/content
//   node cms/scripts/export.mjs --url https://cms.example.com --token <read token> [--out ./content]
//   DIRECTUS_URL=... DIRECTUS_TOKEN=... node cms/scripts/export.mjs
//   --no-prune   keep files in assets/ that no item references any more (default: remove them)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLLECTIONS, FILE_FIELDS, assetPath, contentShape, fieldsParam, fileIdsOf, refusedFile } from './lib/contract.mjs';
import { CMS_DIR, DEFAULT_CONTENT_DIR, client, log, parseArgs, qs, readEnvFile } from './lib/util.mjs';
import { adminClient } from './setup.mjs';

function writeIfChanged(file, data, stats) {
  const old = existsSync(file) ? readFileSync(file) : null;
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (old && old.equals(bytes)) return;
  writeFileSync(file, bytes);
  stats.written.push(path.basename(file));
}

export async function exportContent({ api, outDir = DEFAULT_CONTENT_DIR, prune = true }) {
  const stats = { written: [], removed: [], refused: [], items: 0, files: 0 };
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  const fileIds = new Set();
  for (const collection of COLLECTIONS) {
    let data;
    if (collection.singleton) {
      data = contentShape(collection, await api.get(`/items/${collection.name}?fields=${fieldsParam(collection)}`));
      stats.items++;
    } else {
      const items = await api.get(`/items/${collection.name}${qs({ fields: fieldsParam(collection), limit: -1, sort: 'id' })}`);
      data = items.map((item) => contentShape(collection, item));
      stats.items += data.length;
    }
    for (const item of [data].flat()) for (const id of fileIdsOf(collection, item)) fileIds.add(id);
    writeIfChanged(path.join(outDir, `${collection.name}.json`), `${JSON.stringify(data, null, 2)}\n`, stats);
  }

  const files = fileIds.size
    ? await api.get(`/files${qs({ fields: FILE_FIELDS.join(','), filter: { id: { _in: [...fileIds] } }, limit: -1, sort: 'id' })}`)
    : [];
  // A name that is not a bare file name would be written outside assets/ (`../../gatsby-node.ts`) or hidden (`.env`).
  const refused = files.filter((f) => assetPath(outDir, f) === null);
  for (const f of refused) {
    log(`warning: refused ${refusedFile(f)}: not exported`);
    stats.refused.push(f.id);
  }
  // Sorted by file name (code-unit order), like content/files.json.
  const records = files.filter((f) => !refused.includes(f)).map((f) => Object.fromEntries(FILE_FIELDS.map((k) => [k, f[k] ?? null])))
    .sort((a, b) => (a.filename_download < b.filename_download ? -1 : a.filename_download > b.filename_download ? 1 : 0));
  const names = new Map();
  for (const r of records) {
    if (names.has(r.filename_download)) {
      throw new Error(`Files ${names.get(r.filename_download)} and ${r.id} share the name ${r.filename_download}; rename one in Directus`);
    }
    names.set(r.filename_download, r.id);
  }
  const missing = [...fileIds].filter((id) => !files.some((f) => f.id === id));
  if (missing.length) log(`warning: items reference files that do not exist: ${missing.join(', ')}`);
  writeIfChanged(path.join(outDir, 'files.json'), `${JSON.stringify(records, null, 2)}\n`, stats);
  for (const r of records) {
    const res = await api.raw('GET', `/assets/${r.id}`);
    if (!res.ok) throw new Error(`GET /assets/${r.id} -> ${res.status}`);
    writeIfChanged(assetPath(outDir, r), Buffer.from(await res.arrayBuffer()), stats);
    stats.files++;
  }
  if (prune) {
    for (const name of readdirSync(path.join(outDir, 'assets'))) {
      if (!names.has(name) && !name.startsWith('.')) {
        rmSync(path.join(outDir, 'assets', name));
        stats.removed.push(name);
      }
    }
  }
  return stats;
}

async function cli() {
  const args = parseArgs(process.argv.slice(2), { url: 'string', token: 'string', out: 'string', 'env-file': 'string', prune: 'boolean' });
  const env = readEnvFile(path.resolve(args.envFile ?? path.join(CMS_DIR, '.env')));
  const url = args.url ?? process.env.DIRECTUS_URL ?? env.PUBLIC_URL ?? 'http://127.0.0.1:8055';
  const token = args.token ?? process.env.DIRECTUS_TOKEN;
  const api = token ? client(url, token) : await adminClient(url, env);
  const outDir = path.resolve(args.out ?? DEFAULT_CONTENT_DIR);
  const t = Date.now();
  const stats = await exportContent({ api, outDir, prune: args.prune !== false });
  log(`Exported ${url} to ${outDir} in ${((Date.now() - t) / 1000).toFixed(1)} s: ${stats.items} items, ${stats.files} files; `
    + `${stats.written.length} written${stats.written.length ? ` (${stats.written.slice(0, 8).join(', ')}${stats.written.length > 8 ? ', ...' : ''})` : ''}`
    + `${stats.removed.length ? `, removed ${stats.removed.join(', ')}` : ''}`
    + `${stats.refused.length ? `; ${stats.refused.length} file(s) refused for their names (listed above)` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((e) => {
    console.error(`[cms] ${e.message}`);
    process.exit(1);
  });
}
