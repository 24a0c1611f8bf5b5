// What start.mjs prints. Its output ends up in terminals' scrollback and CI logs, so secret values
// appear in one block only, printed when this start generated them (once) or on --show-secrets; the
// ready message names them (<SITE_BUILD_TOKEN>) and says where they are. No import.meta here: the
// unit tests import this file.

/** The secrets a person uses (log in, build, preview); the others (SECRET, ADMIN_TOKEN) only the scripts read from the env file. */
export const PERSONAL_SECRETS = ['ADMIN_PASSWORD', 'SITE_BUILD_TOKEN', 'SITE_PREVIEW_TOKEN', 'PREVIEW_SECRET'];

/** The block that shows the values of `keys` (those of PERSONAL_SECRETS), or '' when there are none. */
export function secretsMessage({ env, keys, envFile, why }) {
  const shown = PERSONAL_SECRETS.filter((key) => keys.includes(key));
  if (shown.length === 0) return '';
  return [`${why}; they stay in ${envFile} (owner-only):`, ...shown.map((key) => `  ${key}=${env[key]}`)].join('\n');
}

/**
 * The ready message: where Directus runs, how to log in, build and preview, with each secret as its
 * name. `start`: the command that started this instance (for the --show-secrets hint); `detached`:
 * { pid, pidFile, logFile } when it runs in the background; `dataDir`: the --data-dir given, if any.
 */
export function readyMessage({ url, env, envFile, took, start, rel, dataDir, detached }) {
  return `
Directus is ready (${took}).
  Admin app:   ${url}/admin
  Log in:      ${env.ADMIN_EMAIL} / <ADMIN_PASSWORD>
  Build token: <SITE_BUILD_TOKEN>   (read-only "Site Build" user)
  Build hook:  ${env.BUILD_HOOK_URL || '(BUILD_HOOK_URL not set: changes call no build hook)'}
Build the site against it (from the repository root):
  DIRECTUS_URL=${url} DIRECTUS_TOKEN=<SITE_BUILD_TOKEN> npm run build
The editors' preview (drafts; Directus's Live Preview opens it on ${env.PREVIEW_URL}):
  DIRECTUS_URL=${url} PREVIEW_TOKEN=<SITE_PREVIEW_TOKEN> PREVIEW_SECRET=<PREVIEW_SECRET> npm run preview
The <...> values are in ${envFile}; \`${start} --show-secrets\` prints them.
Export it back into content/:  node ${rel}/scripts/export.mjs${dataDir ? ` --env-file ${envFile}` : ''}
${detached
    ? `Running in the background, PID ${detached.pid} (${detached.pidFile}); log ${detached.logFile}.\nStop it with: node ${rel}/scripts/stop.mjs${dataDir ? ` --data-dir ${dataDir}` : ''}`
    : 'Press Ctrl+C to stop.'}`;
}
