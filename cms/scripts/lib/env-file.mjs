// The local Directus's env file (settings and the secrets generated on first start) and the folders
// that hold its data. Both are the owner's alone: the env file holds the admin password and every
// token, the data directory the SQLite database (the static tokens again), uploads (drafts' too) and
// the server log. No import.meta here: the unit tests import this file.
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A line `KEY=generate` of the example: a secret that the first start generates. */
const GENERATE = /^([A-Z_]+)=generate$/gm;

/** Reads a dotenv-style file (KEY=VALUE, # comments, optional quotes) into an object; {} when there is none. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const env = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (!m) continue;
    let value = m[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    env[m[1]] = value;
  }
  return env;
}

/** The secrets of an example env file: the keys it leaves to be generated (`KEY=generate`). */
export function secretKeys(example) {
  return [...example.matchAll(GENERATE)].map(([, key]) => key);
}

const generated = () => randomBytes(24).toString('base64url');

/**
 * Takes the group's and others' permission bits off `target`; returns its old mode (e.g. 0o644) when
 * that changed it, else null. Windows keeps no such bits: nothing to do there.
 */
export function ownerOnly(target) {
  if (process.platform === 'win32') return null;
  const mode = statSync(target).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  chmodSync(target, mode & 0o700);
  return mode;
}

/** Creates `dir` (and missing parents) 0700, or makes an existing one owner-only; returns ownerOnly's answer. */
export function privateDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return ownerOnly(dir);
}

/**
 * Creates the env file from `example` with fresh secrets (0600), or makes an existing one owner-only
 * and adds the secrets a newer example introduced. Returns whether it was created, which secrets were
 * generated now (`added`: only these may be shown without being asked for), and the file's old mode
 * when it was looser (`loosened`).
 */
export function ensureEnvFile(envFile, example) {
  if (!existsSync(envFile)) {
    mkdirSync(path.dirname(envFile), { recursive: true });
    writeFileSync(envFile, example.replace(GENERATE, (_, key) => `${key}=${generated()}`), { mode: 0o600, flag: 'wx' });
    return { created: true, added: secretKeys(example), loosened: null };
  }
  const loosened = ownerOnly(envFile);
  const have = readEnvFile(envFile);
  const added = secretKeys(example).filter((key) => !have[key] || have[key] === 'generate');
  for (const key of added) appendFileSync(envFile, `\n${key}=${generated()}\n`);
  return { created: false, added, loosened };
}
