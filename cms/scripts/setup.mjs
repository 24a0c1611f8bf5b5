#!/usr/bin/env node
// Access and automation that a schema snapshot cannot carry, set up idempotently over REST:
//  - the Public policy reads the content collections (published items only where there is a status; blocks
//    and page-builder rows only of published owners: pages, services, industries; a block's repeater rows
//    only of such blocks; a junction's rows, projects_skills too, only of published owners), and of the
//    files only those that a published item (or a block a published owner lists, or one of its rows)
//    references, only the fields the site reads; it writes nothing (the rules: src/cms/access.ts of the
//    source plugin, through lib/contract.mjs);
//  - a "Site Build" role + read-only policy + user whose static token is the build's DIRECTUS_TOKEN;
//  - removes the "Rebuild site" Flow of earlier versions: the site-rebuild extension (cms/extensions) calls
//    the build hook now; install it into that Directus with cms/scripts/lib/extension.mjs.
//
// start.mjs runs this on every start. Against another Directus (e.g. production):
//   node cms/scripts/setup.mjs --url https://cms.example.com --token <admin token> --build-token <new secret>
// (--build-token optional: without it the Site Build user is left without a token, or as it is; likewise
// --preview-token for the Site Preview user; --preview-url and --preview-secret set Live Preview's URLs.)
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { READ_COLLECTIONS, SLUG_COLLECTIONS, buildReadRules, publicReadRules } from './lib/contract.mjs';
import { CMS_DIR, client, jsonEqual, log, parseArgs, qs, readEnvFile } from './lib/util.mjs';

export const BUILD_ROLE_NAME = 'Site Build';
export const BUILD_POLICY_NAME = 'Site Build (read-only)';
export const BUILD_USER_EMAIL = 'site-build@lumenaut.dev';
/** The preview site's user (npm run preview): the same read-only role, its own token, so either can be revoked alone. */
export const PREVIEW_USER_EMAIL = 'site-preview@lumenaut.dev';
/** The "Rebuild site" Flow that earlier versions created; the site-rebuild extension does its work now. */
export const LEGACY_FLOW_ID = '5a1e7b0c-6d2f-4c1e-9b7a-0b1533c0ffee';
const PUBLIC_POLICY_FALLBACK = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

/** A REST client with admin rights: the static ADMIN_TOKEN, else a login with ADMIN_EMAIL/PASSWORD. */
export async function adminClient(url, env) {
  if (env.ADMIN_TOKEN) {
    const api = client(url, env.ADMIN_TOKEN);
    const me = await api.get('/users/me?fields=id', { allow: [401, 403] });
    if (me?.id) return api;
  }
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) throw new Error('No working ADMIN_TOKEN and no ADMIN_EMAIL/ADMIN_PASSWORD');
  const auth = await client(url).post('/auth/login', { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  return client(url, auth.access_token);
}

/**
 * Makes `policy`'s read permissions on the site's collections exactly `rules` (which items, which
 * fields): one permission each, changed where it differs, duplicates and any other action removed.
 */
async function ensureReadPermissions(api, policy, rules) {
  const existing = await api.get(`/permissions${qs({ filter: { policy: { _eq: policy } }, limit: -1, fields: 'id,collection,action,permissions,fields' })}`);
  for (const rule of rules) {
    const same = existing.filter((p) => p.collection === rule.collection && p.action === 'read');
    const body = { policy, collection: rule.collection, action: 'read', permissions: rule.permissions, validation: null, presets: null, fields: rule.fields };
    if (same.length === 0) await api.post('/permissions', body);
    else {
      const [first, ...extra] = same;
      if (!jsonEqual(first.permissions ?? null, rule.permissions) || !jsonEqual(first.fields ?? null, rule.fields)) {
        await api.patch(`/permissions/${first.id}`, body);
      }
      for (const p of extra) await api.del(`/permissions/${p.id}`);
    }
  }
  // Nothing but reads on the site's collections.
  for (const p of existing) {
    if (READ_COLLECTIONS.includes(p.collection) && p.action !== 'read') await api.del(`/permissions/${p.id}`);
  }
}

export async function ensureAccess(api, { buildToken, previewToken } = {}) {
  // Public (anonymous) policy: attached with neither role nor user.
  const access = await api.get(`/access${qs({ filter: { role: { _null: true }, user: { _null: true } }, fields: 'policy' })}`);
  const publicPolicy = access[0]?.policy ?? PUBLIC_POLICY_FALLBACK;
  await ensureReadPermissions(api, publicPolicy, publicReadRules());

  // Site Build: read everything the site needs (drafts too: the build filters), write nothing.
  let [policy] = await api.get(`/policies${qs({ filter: { name: { _eq: BUILD_POLICY_NAME } }, fields: 'id' })}`);
  if (!policy) {
    policy = await api.post('/policies', {
      name: BUILD_POLICY_NAME,
      icon: 'build',
      description: 'Read-only access for the static site build (DIRECTUS_TOKEN)',
      admin_access: false,
      app_access: false,
      enforce_tfa: false,
    });
  }
  await ensureReadPermissions(api, policy.id, buildReadRules());

  let [role] = await api.get(`/roles${qs({ filter: { name: { _eq: BUILD_ROLE_NAME } }, fields: 'id' })}`);
  if (!role) role = await api.post('/roles', { name: BUILD_ROLE_NAME, icon: 'build', description: 'The static site build' });
  const links = await api.get(`/access${qs({ filter: { role: { _eq: role.id }, policy: { _eq: policy.id } }, fields: 'id' })}`);
  if (links.length === 0) await api.post('/access', { role: role.id, policy: policy.id });

  const user = await ensureTokenUser(api, { email: BUILD_USER_EMAIL, lastName: 'Build', role: role.id, token: buildToken });
  const previewUser = await ensureTokenUser(api, { email: PREVIEW_USER_EMAIL, lastName: 'Preview', role: role.id, token: previewToken });
  return { publicPolicy, buildPolicy: policy.id, buildRole: role.id, buildUser: user.id, previewUser: previewUser.id };
}

/** A password-less user of `role` whose static token (when given) is `token`. */
async function ensureTokenUser(api, { email, lastName, role, token }) {
  const [user] = await api.get(`/users${qs({ filter: { email: { _eq: email } }, fields: 'id,role,status' })}`);
  const body = { first_name: 'Site', last_name: lastName, email, role, status: 'active' };
  if (token) body.token = token;
  return user ? api.patch(`/users/${user.id}`, body) : api.post('/users', body);
}

/**
 * Directus's Live Preview and Visual Editor: each collection with a page (the contract's `route`) gets a
 * preview URL on the preview site (npm run preview), and the Visual Editor opens that site; both URLs
 * carry the preview secret that lets the editor in.
 */
export async function ensureLivePreview(api, { previewUrl, secret }) {
  const base = previewUrl.replace(/\/+$/, '');
  const pass = `preview=${encodeURIComponent(secret)}`;
  // Only collections the schema has (define-schema.mjs starts Directus on an empty one).
  const existing = new Set((await api.get('/collections?fields=collection')).map((c) => c.collection));
  for (const { name, route } of SLUG_COLLECTIONS.filter((c) => existing.has(c.name))) {
    await api.patch(`/collections/${name}`, { meta: { preview_url: `${base}${route}{{slug}}?${pass}` } });
  }
  // The Visual Editor module (off in Directus's default module bar) opens the preview's home page.
  const settings = await api.get('/settings?fields=module_bar');
  const moduleBar = (settings?.module_bar ?? DEFAULT_MODULE_BAR).map((m) => (m.id === 'visual' ? { ...m, enabled: true } : m));
  await api.patch('/settings', { visual_editor_urls: [{ url: `${base}/?${pass}` }], module_bar: moduleBar });
}

/**
 * The Data Studio's text fields follow their own text's direction (an empty one its placeholder's):
 * a translation row opened by itself, as the Visual Editor opens one from an Arabic page, has no
 * translations interface to set its form right to left, so its Arabic read left to right, punctuation
 * at the wrong end. Kept between its markers in the project's Custom CSS, whatever else an admin put there.
 */
const EDITOR_CSS = [
  '/* site: text fields follow their text\'s direction */',
  '.v-input input, .v-textarea textarea { unicode-bidi: plaintext; text-align: start; }',
  '/* site: end */',
].join('\n');
const EDITOR_CSS_BLOCK = /\/\* site: text fields follow[\s\S]*?\/\* site: end \*\/\n?/;

export async function ensureEditorStyles(api) {
  const settings = await api.get('/settings?fields=custom_css');
  const own = (settings?.custom_css ?? '').replace(EDITOR_CSS_BLOCK, '');
  await api.patch('/settings', { custom_css: `${own}${own && !own.endsWith('\n') ? '\n' : ''}${EDITOR_CSS}\n` });
}

/** Directus 11's module bar when a project has never changed it (its help link left out). */
const DEFAULT_MODULE_BAR = ['content', 'visual', 'users', 'files', 'insights', 'settings']
  .map((id) => ({ type: 'module', id, enabled: true, ...(id === 'settings' && { locked: true }) }));

/** Deletes the legacy Flow (and its operations), so a Directus set up before the extension does not call the hook twice. */
export async function removeLegacyFlow(api) {
  const existing = await api.get(`/flows/${LEGACY_FLOW_ID}?fields=id`, { allow: [403, 404] });
  if (existing?.id) await api.del(`/flows/${LEGACY_FLOW_ID}`);
  return Boolean(existing?.id);
}

async function cli() {
  const args = parseArgs(process.argv.slice(2), {
    url: 'string', token: 'string', 'build-token': 'string', 'preview-token': 'string', 'preview-url': 'string', 'preview-secret': 'string', 'env-file': 'string',
  });
  const env = readEnvFile(path.resolve(args.envFile ?? path.join(CMS_DIR, '.env')));
  const url = args.url ?? env.PUBLIC_URL ?? 'http://127.0.0.1:8055';
  const api = args.token ? client(url, args.token) : await adminClient(url, env);
  const ids = await ensureAccess(api, {
    buildToken: args.buildToken ?? (args.url ? undefined : env.SITE_BUILD_TOKEN),
    previewToken: args.previewToken ?? (args.url ? undefined : env.SITE_PREVIEW_TOKEN),
  });
  const previewUrl = args.previewUrl ?? env.PREVIEW_URL;
  const secret = args.previewSecret ?? (args.url ? undefined : env.PREVIEW_SECRET);
  if (previewUrl && secret) await ensureLivePreview(api, { previewUrl, secret });
  await ensureEditorStyles(api);
  if (await removeLegacyFlow(api)) log('Removed the legacy "Rebuild site" Flow');
  log(`Access set up on ${url}`, ids);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((e) => {
    console.error(`[cms] ${e.message}`);
    process.exit(1);
  });
}
