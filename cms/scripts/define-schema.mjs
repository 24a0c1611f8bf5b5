#!/usr/bin/env node
// Regenerates cms/snapshot.yaml: starts a scratch Directus (empty temp database, no snapshot applied),
// creates the collections of the content contract over REST (the block collections in a "Blocks" folder,
// the page builders' junctions), then writes `directus schema snapshot`. Every definition comes from the
// build's contract (plugins/gatsby-source-directus/src/cms/schema.ts, through lib/contract.mjs).
// Only needed when the contract changes:  node cms/scripts/define-schema.mjs
// (then check the diff of snapshot.yaml, and run the integration test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_DIR, client, log, readEnvFile } from './lib/util.mjs';
import { BLOCKS_GROUP, directusCollections, directusJunctions, directusLanguages, directusRelations, directusRows, directusTranslations } from './lib/contract.mjs';

async function defineAll(api) {
  // The app's navigation folder of the block collections (a collection without a table).
  await api.post('/collections', {
    collection: BLOCKS_GROUP, schema: null,
    meta: { icon: 'view_quilt', note: 'Page sections: pages, services, industries and projects list them in their Blocks field', collapse: 'open' },
  });
  for (const { collection, meta, fields } of [directusLanguages(), ...directusCollections(), ...directusRows(), ...directusJunctions(), ...directusTranslations()]) {
    await api.post('/collections', { collection, meta, schema: {}, fields: fields.filter((f) => f.type !== 'alias') });
    for (const f of fields.filter((f) => f.type === 'alias')) await api.post(`/fields/${collection}`, f);
    log(`collection ${collection}`);
  }
  for (const relation of directusRelations()) await api.post('/relations', relation);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-define-'));
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const start = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts/start.mjs'), '--data-dir', dir, '--port', port, '--no-schema', '--no-seed', '--detach', '--no-show-secrets'], { stdio: 'inherit' });
  if (start.status !== 0) throw new Error('scratch Directus did not start');
  const pid = Number(readFileSync(path.join(dir, 'directus.pid'), 'utf8'));
  try {
    const env = readEnvFile(path.join(dir, '.env'));
    const api = client(`http://127.0.0.1:${port}`, env.ADMIN_TOKEN);
    await defineAll(api);
    // Snapshot with the same runtime environment start.mjs used (SQLite file in the scratch dir).
    const out = path.join(dir, 'snapshot.yaml');
    const run = spawnSync(process.execPath, [
      path.join(CMS_DIR, 'node_modules/@directus/api/dist/cli/run.js'), 'schema', 'snapshot', '--yes', out,
    ], {
      cwd: CMS_DIR,
      env: { ...process.env, DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(dir, 'directus.db'), SECRET: env.SECRET, CONFIG_PATH: path.join(dir, '.none'), TELEMETRY: 'false', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('schema snapshot failed');
    copyFileSync(out, path.join(CMS_DIR, 'snapshot.yaml'));
    log('wrote cms/snapshot.yaml');
  } finally {
    process.kill(pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`[cms] ${e.message}`);
  process.exit(1);
});
