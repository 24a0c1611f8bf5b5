#!/usr/bin/env node
// Access and automation that a schema snapshot cannot carry, set up idempotently over REST:
//  - the Public policy reads the content collections (published items only where there is a status; blocks
//    and page-builder rows only of published owners: pages, services, industries; a block's repeater rows
//    only of such blocks), the junctions, and only the files that a published item (or a block a
//    published owner lists, or one of its rows) references; it writes nothing;
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
import { COLLECTIONS, COLLECTION_NAMES, JUNCTIONS, ROW_COLLECTIONS, SLUG_COLLECTIONS, STATUS_COLLECTIONS, rowsWithin } from './lib/contract.mjs';
import { CMS_DIR, client, log, parseArgs, qs, readEnvFile } from './lib/util.mjs';

export const BUILD_ROLE_NAME = 'Site Build';
export const BUILD_POLICY_NAME = 'Site Build (read-only)';
export const BUILD_USER_EMAIL = 'site-build@lumenaut.dev';
/** The preview site's user (npm run preview): the same read-only role, its own token, so either can be revoked alone. */
export const PREVIEW_USER_EMAIL = 'site-preview@lumenaut.dev';
/** The "Rebuild site" Flow that earlier versions created; the site-rebuild extension does its work now. */
export const LEGACY_FLOW_ID = '5a1e7b0c-6d2f-4c1e-9b7a-0b1533c0ffee';
const PUBLIC_POLICY_FALLBACK = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

/** Everything the site reads: the content and block collections, the repeaters' rows, the junctions, and file records. */
export const READ_COLLECTIONS = [...COLLECTION_NAMES, ...ROW_COLLECTIONS, ...JUNCTIONS, 'directus_files'];

/** The page builders (M2A fields) of the contract, each with the collection that owns it. */
const BUILDERS = COLLECTIONS.flatMap((c) => Object.values(c.m2a ?? {}).map((m2a) => ({ owner: c.name, ...m2a })));
/** The repeaters stored as a child collection's rows (nested ones too), each with the collection that owns it. */
const ROWS = COLLECTIONS.flatMap((c) => rowsWithin(c.name, c.rows));

/**
 * What the public may read of a collection: published items where there is a status; a builder's
 * junction rows of published owners; blocks that a published owner's builder holds; a repeater's rows
 * of owners the public may read; else all.
 * `$FOLLOW(junction,item,collection)` is Directus's filter over the reverse of an M2A: it joins the
 * junction rows whose `collection` is this one and whose `item` is this item's id.
 * Flat rules on purpose: Directus 11.17 reads `_some: { _and: [...] }` over `$FOLLOW`, which is what a
 * `_some` with two conditions becomes, as no condition at all.
 */
function publicItems(collection) {
  if (STATUS_COLLECTIONS.includes(collection)) return { status: { _eq: 'published' } };
  const builder = BUILDERS.find((b) => b.junction === collection);
  if (builder) return { [builder.parent]: publicItems(builder.owner) };
  const rows = ROWS.find((r) => r.collection === collection);
  if (rows) return { [rows.key]: publicItems(rows.owner) };
  const holders = BUILDERS.filter((b) => b.collections.includes(collection)).map((b) => ({
    [`$FOLLOW(${b.junction},item,collection)`]: { [b.parent]: publicItems(b.owner) },
  }));
  if (holders.length) return holders.length === 1 ? holders[0] : { _or: holders };
  return null;
}

/**
 * The files the public may read (list, record, /assets bytes): those that an item the public may read
 * references in one of the contract's file fields (a published item's; a block's picture, a card's
 * logo: a block that a published owner lists). `$FOLLOW(collection,field)` is Directus's filter over
 * the reverse of an M2O without an alias field on directus_files; Directus applies the public's own
 * read rule of `collection` inside it, so one rule per file field says it. (Spelling each field's
 * owners out instead, one rule per way its item is public, took 49 rules and four to six seconds a
 * request on a loaded 2-core machine, against under 1.5 s.) An upload stays private until a published
 * item uses it and becomes private again when no published item does; the build's own policy reads
 * every file.
 */
function publicFilesFilter() {
  const fileFields = [
    ...COLLECTIONS.flatMap((c) => (c.files ?? []).map((field) => ({ collection: c.name, field }))),
    ...ROWS.flatMap((r) => r.files.map((field) => ({ collection: r.collection, field }))),
  ];
  return { _or: fileFields.map(({ collection, field }) => ({ [`$FOLLOW(${collection},${field})`]: { _some: { id: { _nnull: true } } } })) };
}

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

async function ensurePermissions(api, policy, wanted) {
  const existing = await api.get(`/permissions${qs({ filter: { policy: { _eq: policy } }, limit: -1, fields: 'id,collection,action,permissions,fields' })}`);
  for (const want of wanted) {
    const same = existing.filter((p) => p.collection === want.collection && p.action === want.action);
    const body = { policy, collection: want.collection, action: want.action, permissions: want.permissions, validation: null, presets: null, fields: ['*'] };
    if (same.length === 0) await api.post('/permissions', body);
    else {
      const [first, ...extra] = same;
      if (JSON.stringify(first.permissions ?? null) !== JSON.stringify(want.permissions) || JSON.stringify(first.fields) !== '["*"]') {
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
  await ensurePermissions(api, publicPolicy, READ_COLLECTIONS.map((collection) => ({
    collection,
    action: 'read',
    permissions: collection === 'directus_files' ? publicFilesFilter() : publicItems(collection),
  })));

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
  await ensurePermissions(api, policy.id, READ_COLLECTIONS.map((collection) => ({ collection, action: 'read', permissions: null })));

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
  if (await removeLegacyFlow(api)) log('Removed the legacy "Rebuild site" Flow');
  log(`Access set up on ${url}`, ids);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((e) => {
    console.error(`[cms] ${e.message}`);
    process.exit(1);
  });
}
