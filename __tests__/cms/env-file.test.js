/** @jest-environment node */
// The local CMS's env file and data folders (cms/scripts/lib/env-file.mjs): created owner-only, made
// owner-only when found open to others, secrets generated once and kept.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { ensureEnvFile, ownerOnly, privateDir, readEnvFile, secretKeys } from "../../cms/scripts/lib/env-file.mjs"

const EXAMPLE = readFileSync(path.join(__dirname, "../../cms/.env.example"), "utf8")
const mode = file => statSync(file).mode & 0o777

let dir
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "cms-env-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("the example's secrets are the values it leaves to be generated", () => {
  expect(secretKeys(EXAMPLE)).toEqual(["SECRET", "ADMIN_PASSWORD", "ADMIN_TOKEN", "SITE_BUILD_TOKEN", "SITE_PREVIEW_TOKEN", "PREVIEW_SECRET"])
})

test("a new env file is the owner's alone and holds a distinct fresh value for each secret", () => {
  const file = path.join(dir, "nested", ".env")
  expect(ensureEnvFile(file, EXAMPLE)).toEqual({ created: true, added: secretKeys(EXAMPLE), loosened: null })
  expect(mode(file)).toBe(0o600)
  const env = readEnvFile(file)
  const values = secretKeys(EXAMPLE).map(key => env[key])
  expect(values.every(v => /^[A-Za-z0-9_-]{32}$/.test(v))).toBe(true)
  expect(new Set(values).size).toBe(values.length)
  expect(env.HOST).toBe("127.0.0.1")
})

test("an existing env file open to others is made owner-only; its secrets are kept, none is generated again", () => {
  const file = path.join(dir, ".env")
  ensureEnvFile(file, EXAMPLE)
  const before = readFileSync(file, "utf8")
  chmodSync(file, 0o644)
  expect(ensureEnvFile(file, EXAMPLE)).toEqual({ created: false, added: [], loosened: 0o644 })
  expect(mode(file)).toBe(0o600)
  expect(readFileSync(file, "utf8")).toBe(before)
  expect(ensureEnvFile(file, EXAMPLE).loosened).toBeNull()
})

test("a secret that a newer example adds is generated into the existing file, and only it is new", () => {
  const file = path.join(dir, ".env")
  writeFileSync(file, EXAMPLE.replace(/^PREVIEW_SECRET=generate$/m, "").replace(/=generate$/gm, "=kept"), { mode: 0o600 })
  expect(ensureEnvFile(file, EXAMPLE)).toEqual({ created: false, added: ["PREVIEW_SECRET"], loosened: null })
  const env = readEnvFile(file)
  expect(env.SITE_BUILD_TOKEN).toBe("kept")
  expect(env.PREVIEW_SECRET).toMatch(/^[A-Za-z0-9_-]{32}$/)
})

test("a data folder is created 0700 (its missing parents too), and an existing one is made owner-only", () => {
  const data = path.join(dir, "a", "data")
  expect(privateDir(data)).toBeNull()
  expect([mode(data), mode(path.dirname(data))]).toEqual([0o700, 0o700])
  chmodSync(data, 0o755)
  expect(privateDir(data)).toBe(0o755)
  expect(mode(data)).toBe(0o700)
})

test("owner-only keeps the owner's bits and drops the group's and others'", () => {
  const file = path.join(dir, "directus.db")
  writeFileSync(file, "")
  chmodSync(file, 0o664)
  expect(ownerOnly(file)).toBe(0o664)
  expect(mode(file)).toBe(0o600)
  mkdirSync(path.join(dir, "tool"))
  chmodSync(path.join(dir, "tool"), 0o751)
  ownerOnly(path.join(dir, "tool"))
  expect(mode(path.join(dir, "tool"))).toBe(0o700)
})
