// Small shared helpers: argument parsing, .env files (env-file.mjs), a REST client on plain fetch.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ROOT_DIR = path.resolve(CMS_DIR, '..');
export const DEFAULT_CONTENT_DIR = path.join(ROOT_DIR, 'content');
export { readEnvFile } from './env-file.mjs';

/**
 * Parses `--name value`, `--name=value`, `--flag` and `--no-flag` into an object (camelCased keys).
 * `spec` maps option names to 'string' | 'boolean'; unknown options throw.
 */
export function parseArgs(argv, spec) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    let [name, value] = arg.slice(2).split(/=(.*)/s);
    let negated = false;
    if (!(name in spec) && name.startsWith('no-') && spec[name.slice(3)] === 'boolean') {
      name = name.slice(3);
      negated = true;
    }
    const kind = spec[name];
    if (!kind) throw new Error(`Unknown option --${name}`);
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (kind === 'boolean') out[key] = !negated;
    else if (kind === 'list') (out[key] ??= []).push(value ?? argv[++i]);
    else {
      out[key] = value ?? argv[++i];
      if (out[key] === undefined) throw new Error(`--${name} needs a value`);
    }
  }
  return out;
}

export function log(...args) {
  console.log('[cms]', ...args);
}

/** A tiny REST client for Directus. */
export function client(baseUrl, token) {
  const base = baseUrl.replace(/\/+$/, '');
  async function request(method, url, body, { raw = false, allow = [] } = {}) {
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload = body;
    if (body !== undefined && !(body instanceof FormData)) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + url, { method, headers, body: payload });
    if (raw) return res;
    const text = await res.text();
    if (!res.ok && !allow.includes(res.status)) {
      const err = new Error(`${method} ${url} -> ${res.status} ${text.slice(0, 500)}`);
      err.status = res.status;
      throw err;
    }
    const json = text ? JSON.parse(text) : null;
    return res.ok ? json?.data ?? json : { status: res.status, errors: json?.errors };
  }
  return {
    base,
    get: (url, opts) => request('GET', url, undefined, opts),
    post: (url, body, opts) => request('POST', url, body, opts),
    patch: (url, body, opts) => request('PATCH', url, body, opts),
    del: (url, opts) => request('DELETE', url, undefined, opts),
    raw: (method, url, body) => request(method, url, body, { raw: true }),
  };
}

/** Query string helper: qs({ filter: {...}, limit: -1 }) -> '?filter=%7B...%7D&limit=-1'. */
export function qs(params) {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export async function waitForHealth(url, { timeoutMs = 120000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('Directus exited before it became healthy');
    try {
      // /server/ping answers once the server listens (anonymous /server/health is 403 in Directus 12).
      const res = await fetch(`${url.replace(/\/+$/, '')}/server/ping`);
      if (res.ok && (await res.text()) === 'pong') return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Directus at ${url} not healthy after ${timeoutMs} ms (${last})`);
}

/** Deep equality for JSON values (object key order ignored, array order kept). */
export function jsonEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
}
