#!/usr/bin/env node
// Starts the site's Directus (SQLite, 127.0.0.1) from nothing: installs it on first use, creates the
// .env with fresh secrets, bootstraps the database, applies snapshot.yaml, starts the server, sets up
// roles/policies/tokens, seeds content/, installs the site-rebuild extension (build hook, slug redirects), and prints how to use it.
//
//   node cms/scripts/start.mjs                       # foreground, cms/.env + cms/data/ (root: npm run cms)
//   node cms/scripts/start.mjs --detach              # background; PID in <data-dir>/directus.pid
//   node cms/scripts/start.mjs --data-dir /tmp/x --port 18055 --detach   # throw-away instance (tests)
//
// Options:
//   --data-dir <dir>   database, uploads, log and PID file (default cms/data)
//   --env-file <file>  settings and secrets (default cms/.env, or <data-dir>/.env with --data-dir);
//                      created from cms/.env.example with generated secrets when missing
//   --port <n>         port (default PORT of the env file, 8055)
//   --content <dir>    snapshot to seed from (default <repo>/content)
//   --seed / --no-seed import content/ (default: only when the database is new, so a restart never
//                      overwrites what editors changed; --seed re-imports, idempotently)
//   --no-schema        do not apply snapshot.yaml (used by define-schema.mjs on a scratch instance)
//   --detach           return once Directus is ready and leave it running in the background
//   --pid-file <file>  where to write the server's PID (default <data-dir>/directus.pid)
//   --set KEY=VALUE    extra Directus setting for this run (repeatable), e.g. --set BUILD_HOOK_URL=...
//   --no-install       fail instead of running `npm install` in cms/ when Directus is missing
//   --show-secrets     print the admin password, the build and preview tokens and the preview secret
//                      (printed without it only by the start that generates them; --no-show-secrets:
//                      not even then, e.g. for a scratch instance)
//
// The data directory is kept 0700 and the env file 0600 (created so, tightened when found looser): they
// hold the static tokens, the admin password and drafts' uploads.
//
// Settings come from the env file; variables of the calling environment override them (so
// `BUILD_HOOK_URL=https://... npm run cms` works), except the ones this script owns (HOST, PORT,
// PUBLIC_URL, DB_*, STORAGE_*, EXTENSIONS_PATH, secrets), which only the file and the flags set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  CMS_DIR, DEFAULT_CONTENT_DIR, parseArgs, readEnvFile, log, waitForHealth,
} from './lib/util.mjs';
import { ensureEnvFile, ownerOnly, privateDir } from './lib/env-file.mjs';
import { PERSONAL_SECRETS, readyMessage, secretsMessage } from './lib/start-message.mjs';
import { ensureAccess, ensureEditorStyles, ensureLivePreview, removeLegacyFlow, adminClient } from './setup.mjs';
import { installExtension } from './lib/extension.mjs';
import { seed } from './seed.mjs';

const RUN_JS = path.join(CMS_DIR, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');
const EXAMPLE = path.join(CMS_DIR, '.env.example');
const SNAPSHOT = path.join(CMS_DIR, 'snapshot.yaml');
/** The site-rebuild extension's file of changes not yet delivered to the build hook, in the data directory. */
const BUILD_HOOK_STATE = 'build-hook-pending.json';
/** Keys only the env file and the flags decide (never the calling environment). */
const OWNED = /^(HOST|PORT|PUBLIC_URL|DB_.*|STORAGE_.*|EXTENSIONS_PATH|SECRET|ADMIN_(EMAIL|PASSWORD|TOKEN)|SITE_BUILD_TOKEN|SITE_PREVIEW_TOKEN|PREVIEW_SECRET|CONFIG_PATH)$/;

const args = parseArgs(process.argv.slice(2), {
  'data-dir': 'string', 'env-file': 'string', port: 'string', content: 'string', seed: 'boolean',
  schema: 'boolean', detach: 'boolean', 'pid-file': 'string', set: 'list', install: 'boolean', 'show-secrets': 'boolean',
});
const t0 = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

const dataDir = path.resolve(args.dataDir ?? path.join(CMS_DIR, 'data'));
const envFile = path.resolve(args.envFile ?? (args.dataDir ? path.join(dataDir, '.env') : path.join(CMS_DIR, '.env')));
const pidFile = path.resolve(args.pidFile ?? path.join(dataDir, 'directus.pid'));
const logFile = path.join(dataDir, 'directus.log');
const contentDir = path.resolve(args.content ?? DEFAULT_CONTENT_DIR);

/** A path as the user would type it from here. */
function shown(p) {
  const rel = path.relative(process.cwd(), p);
  return rel.startsWith('..') || path.isAbsolute(rel) ? p : rel;
}

/** Says that `target` was made owner-only, when `was` (ownerOnly's answer) is its older, looser mode. */
function reportTightened(target, was) {
  if (was !== null) log(`${shown(target)} was open to others (mode ${was.toString(8).padStart(4, '0')}): made owner-only`);
}

function runtimeEnv() {
  const defaults = Object.fromEntries(
    Object.entries(readEnvFile(EXAMPLE)).filter(([, v]) => v !== 'generate'),
  );
  const env = { ...defaults, ...readEnvFile(envFile) };
  for (const [k, v] of Object.entries(process.env)) if (!OWNED.test(k) && !(k in env && v === '')) env[k] = v;
  if (args.port) {
    env.PORT = String(Number(args.port));
    env.PUBLIC_URL = `http://${env.HOST}:${env.PORT}`;
  }
  if (args.dataDir) {
    env.DB_FILENAME = path.join(dataDir, 'directus.db');
    env.STORAGE_LOCAL_ROOT = path.join(dataDir, 'uploads');
    env.EXTENSIONS_PATH = path.join(dataDir, 'extensions');
    env.BUILD_HOOK_STATE_FILE = path.join(dataDir, BUILD_HOOK_STATE);
  }
  for (const kv of args.set ?? []) {
    const i = kv.indexOf('=');
    if (i < 1) throw new Error(`--set needs KEY=VALUE, got ${kv}`);
    env[kv.slice(0, i)] = kv.slice(i + 1);
  }
  // The build hook's undelivered changes belong to this instance's data, like its database.
  env.BUILD_HOOK_STATE_FILE ||= path.join(dataDir, BUILD_HOOK_STATE);
  for (const k of ['DB_FILENAME', 'STORAGE_LOCAL_ROOT', 'EXTENSIONS_PATH', 'BUILD_HOOK_STATE_FILE']) {
    if (env[k]) env[k] = path.resolve(CMS_DIR, env[k]);
  }
  env.BUILD_HOOK_URL ??= '';
  // Live Preview and the Visual Editor frame the preview site: Directus's own policy must allow it.
  if (env.PREVIEW_URL) env.CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC ??= `'self' ${new URL(env.PREVIEW_URL).origin}`;
  // Everything is passed in the environment: point Directus's own config loader at no file, since a
  // file it read would take precedence over the values decided here.
  env.CONFIG_PATH = path.join(dataDir, '.no-config-file');
  env.NODE_ENV ??= 'production';
  return env;
}

function runDirectus(cliArgs, env, label) {
  const t = Date.now();
  const res = spawnSync(process.execPath, [RUN_JS, ...cliArgs], { cwd: CMS_DIR, env, encoding: 'utf8' });
  if (res.status !== 0) {
    process.stderr.write(res.stdout + res.stderr);
    throw new Error(`directus ${cliArgs.join(' ')} failed (exit ${res.status})`);
  }
  log(`${label} (${secs(t)})`);
  return res.stdout;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  // 1. Directus itself.
  if (!existsSync(RUN_JS)) {
    if (args.install === false) throw new Error(`Directus is not installed in ${CMS_DIR} (run npm install there)`);
    log('First use: installing Directus into cms/node_modules (native modules compile; about 3-4 minutes)...');
    const t = Date.now();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const res = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: CMS_DIR, stdio: 'inherit' });
    if (res.status !== 0 || !existsSync(RUN_JS)) throw new Error('npm install in cms/ failed');
    log(`Installed Directus (${secs(t)})`);
  }

  // 2. Settings and secrets, owner-only (the env file may sit in the data directory).
  reportTightened(dataDir, privateDir(dataDir));
  const { created, added, loosened } = ensureEnvFile(envFile, readFileSync(EXAMPLE, 'utf8'));
  reportTightened(envFile, loosened);
  const env = runtimeEnv();
  if (created) log(`Created ${shown(envFile)} with fresh secrets (git-ignored, owner-only)`);
  // Shown once, by the start that generated them, and on request; never on a normal start (CI logs keep output).
  const secrets = secretsMessage({
    env,
    keys: args.showSecrets === undefined ? added : args.showSecrets ? PERSONAL_SECRETS : [],
    envFile: shown(envFile),
    why: args.showSecrets ? 'Secrets (--show-secrets)' : 'New secrets, shown this once',
  });
  if (secrets) console.log(secrets);
  const url = `http://${env.HOST}:${env.PORT}`;

  if (existsSync(pidFile)) {
    const old = Number(readFileSync(pidFile, 'utf8'));
    if (old && alive(old)) throw new Error(`Directus already runs for ${dataDir} (PID ${old}); stop it with: node cms/scripts/stop.mjs${args.dataDir ? ` --data-dir ${dataDir}` : ''}`);
    rmSync(pidFile, { force: true });
  }
  try {
    await fetch(`${url}/server/ping`);
    throw new Error(`Something already listens on ${url}; stop it or pass --port`);
  } catch (e) {
    if (e.message.startsWith('Something')) throw e;
  }

  // 3. Database and schema.
  // Uploads and the database stay private where the env file puts them elsewhere than the data directory:
  // the uploads' own folder, the database file (SQLite gives its journal files the file's mode).
  reportTightened(env.STORAGE_LOCAL_ROOT, privateDir(env.STORAGE_LOCAL_ROOT));
  mkdirSync(path.dirname(env.DB_FILENAME), { recursive: true, mode: 0o700 });
  mkdirSync(env.EXTENSIONS_PATH, { recursive: true });
  const freshDatabase = !existsSync(env.DB_FILENAME);
  installExtension(env.EXTENSIONS_PATH);
  runDirectus(['bootstrap'], env, freshDatabase ? 'Database created' : 'Database bootstrapped (existing)');
  // SQLite created a new database file with the default mode: no need to say that one was open.
  const dbMode = ownerOnly(env.DB_FILENAME);
  if (!freshDatabase) reportTightened(env.DB_FILENAME, dbMode);
  if (args.schema !== false) runDirectus(['schema', 'apply', '--yes', SNAPSHOT], env, 'Schema snapshot applied');

  // 4. Server.
  const t = Date.now();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [RUN_JS, 'start'], {
    cwd: CMS_DIR,
    env,
    detached: Boolean(args.detach),
    stdio: ['ignore', args.detach ? out : 'inherit', args.detach ? out : 'inherit'],
  });
  writeFileSync(pidFile, String(child.pid));
  let exited = false;
  let stopping = false;
  let ready = false;
  child.on('exit', (code, signal) => {
    exited = true;
    rmSync(pidFile, { force: true });
    if (stopping) log('Directus stopped');
    else if (!args.detach || !ready) {
      log(`Directus exited (${signal ?? code})`);
      process.exitCode = code || 1;
    }
  });
  const stop = () => {
    stopping = true;
    if (!exited) child.kill('SIGTERM');
  };
  if (!args.detach) for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, stop);
  try {
    await waitForHealth(url, { isAlive: () => !exited });
    log(`Directus is up on ${url} (${secs(t)}, PID ${child.pid})`);

    // 5. Access, content.
    const api = await adminClient(url, env);
    await ensureAccess(api, { buildToken: env.SITE_BUILD_TOKEN, previewToken: env.SITE_PREVIEW_TOKEN });
    await ensureLivePreview(api, { previewUrl: env.PREVIEW_URL, secret: env.PREVIEW_SECRET });
    await ensureEditorStyles(api);
    if (args.seed ?? freshDatabase) {
      const ts = Date.now();
      const stats = await seed({ api, contentDir });
      log(`Seeded from ${contentDir} (${secs(ts)}): ${stats}`);
    } else if (args.seed === undefined) log('Existing database: content kept as it is (pass --seed to re-import content/)');
    await removeLegacyFlow(api);
  } catch (e) {
    stop();
    throw e;
  }
  ready = true;

  const rel = path.relative(process.cwd(), CMS_DIR) || '.';
  const startCommand = args.dataDir || args.envFile
    ? `node ${rel}/scripts/start.mjs${args.dataDir ? ` --data-dir ${dataDir}` : ''}${args.envFile ? ` --env-file ${envFile}` : ''}`
    : 'npm run cms --';
  console.log(readyMessage({
    url, env, envFile: shown(envFile), took: secs(t0), start: startCommand, rel, dataDir: args.dataDir && dataDir,
    detached: args.detach && { pid: child.pid, pidFile, logFile },
  }));

  if (args.detach) {
    child.unref();
    process.exit(0);
  }
}

main().catch((e) => {
  console.error(`[cms] ${e.message}`);
  process.exit(1);
});
