#!/usr/bin/env node
// Moves a content snapshot (content/'s shape) from an older content contract to the current one: runs
// every migration of cms/content-migrations in name order. Each is idempotent, so a snapshot already migrated
// is left as it is. For a running Directus whose schema is older:
//   npm run cms:export (with the old schema), node cms/scripts/migrate.mjs --content <that folder>,
//   apply the current cms/snapshot.yaml, then npm run cms:seed -- --content <that folder> --prune.
//
//   node cms/scripts/migrate.mjs                    # <repo>/content
//   node cms/scripts/migrate.mjs --content ./export
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CMS_DIR, DEFAULT_CONTENT_DIR, ROOT_DIR, log, parseArgs } from './lib/util.mjs';

// Not cms/migrations: Directus runs what that folder holds as database migrations.
const MIGRATIONS = path.join(CMS_DIR, 'content-migrations');

/**
 * What a migration may read and add besides the JSON: a static file of the site by its path (a
 * picture that becomes a Directus file) and the snapshot's assets/.
 */
function assetsOf(contentDir, changed) {
  return {
    read: (sitePath) => {
      // Normalised from the root, a path cannot climb out of static/.
      const file = path.join(ROOT_DIR, 'static', path.posix.normalize(`/${sitePath}`));
      return existsSync(file) ? readFileSync(file) : null;
    },
    write: (name, bytes) => {
      const file = path.join(contentDir, 'assets', path.basename(name));
      if (existsSync(file) && readFileSync(file).equals(bytes)) return;
      writeFileSync(file, bytes);
      changed.push(`assets/${path.basename(name)}`);
    },
  };
}

/** Applies every migration to the snapshot in `contentDir` (files.json included); writes back only the files that changed. */
export async function migrateContent(contentDir) {
  const files = readdirSync(contentDir).filter((f) => f.endsWith('.json'));
  const before = Object.fromEntries(files.map((f) => [path.basename(f, '.json'), readFileSync(path.join(contentDir, f), 'utf8')]));
  const content = Object.fromEntries(Object.entries(before).map(([name, json]) => [name, JSON.parse(json)]));
  const changed = [];
  const assets = assetsOf(contentDir, changed);
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.mjs')).sort()) {
    const { migrate, description } = await import(pathToFileURL(path.join(MIGRATIONS, file)).href);
    await migrate(content, { assets });
    log(`migration ${file}: ${description}`);
  }
  for (const [name, data] of Object.entries(content)) {
    const json = `${JSON.stringify(data, null, 2)}\n`;
    if (json !== before[name]) {
      writeFileSync(path.join(contentDir, `${name}.json`), json);
      changed.push(`${name}.json`);
    }
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = parseArgs(process.argv.slice(2), { content: 'string' });
  const changed = await migrateContent(path.resolve(args.content ?? DEFAULT_CONTENT_DIR));
  log(changed.length ? `rewrote ${changed.join(', ')}` : 'content already current');
}
