/** @jest-environment node */
// What `npm run cms` prints (cms/scripts/lib/start-message.mjs): its output ends up in CI logs, so a
// secret's value appears only in the block printed when it was generated or asked for.
import { PERSONAL_SECRETS, readyMessage, secretsMessage } from "../../cms/scripts/lib/start-message.mjs"

const SECRETS = ["SECRET", "ADMIN_PASSWORD", "ADMIN_TOKEN", "SITE_BUILD_TOKEN", "SITE_PREVIEW_TOKEN", "PREVIEW_SECRET"]
const env = {
  ADMIN_EMAIL: "admin@lumenaut.dev",
  PREVIEW_URL: "http://127.0.0.1:8001",
  BUILD_HOOK_URL: "",
  ...Object.fromEntries(SECRETS.map((key, i) => [key, `value-of-${key}-${i}`])),
}
const ready = (extra = {}) => readyMessage({
  url: "http://127.0.0.1:8055", env, envFile: "cms/.env", took: "9.0 s", start: "npm run cms --", rel: "cms", ...extra,
})

test("the ready message names every secret and holds none of their values", () => {
  for (const message of [ready(), ready({ dataDir: "/tmp/d", detached: { pid: 7, pidFile: "/tmp/d/directus.pid", logFile: "/tmp/d/directus.log" } })]) {
    for (const key of SECRETS) expect(message).not.toContain(env[key])
    expect(message).toContain("DIRECTUS_TOKEN=<SITE_BUILD_TOKEN> npm run build")
    expect(message).toContain("PREVIEW_TOKEN=<SITE_PREVIEW_TOKEN> PREVIEW_SECRET=<PREVIEW_SECRET> npm run preview")
    expect(message).toContain("admin@lumenaut.dev / <ADMIN_PASSWORD>")
    expect(message).toContain("in cms/.env; `npm run cms -- --show-secrets` prints them")
  }
})

test("the secrets block shows the values a person uses, never the signing secret or the admin token", () => {
  const block = secretsMessage({ env, keys: SECRETS, envFile: "cms/.env", why: "New secrets, shown this once" })
  for (const key of PERSONAL_SECRETS) expect(block).toContain(`${key}=${env[key]}`)
  expect(block).not.toContain(env.SECRET)
  expect(block).not.toContain(env.ADMIN_TOKEN)
  expect(block.split("\n")[0]).toBe("New secrets, shown this once; they stay in cms/.env (owner-only):")
})

test("the secrets block shows only the secrets it is given, and nothing when none is new", () => {
  const block = secretsMessage({ env, keys: ["PREVIEW_SECRET"], envFile: "cms/.env", why: "New secrets" })
  expect(block).toContain(env.PREVIEW_SECRET)
  for (const key of SECRETS.filter(k => k !== "PREVIEW_SECRET")) expect(block).not.toContain(env[key])
  expect(secretsMessage({ env, keys: [], envFile: "cms/.env", why: "New secrets" })).toBe("")
})
