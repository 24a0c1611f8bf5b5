import { spawnSync } from "child_process"
import path from "path"

// The snapshot validator (references resolve, one hero per page key, asset files, sizes and budgets,
// no placeholder copy): run with the unit tests so the embedded content cannot drift from it.
test("the embedded content snapshot passes scripts/assets/check-content.mjs", () => {
  const script = path.join(__dirname, "../../scripts/assets/check-content.mjs")
  const result = spawnSync(process.execPath, [script], { encoding: "utf8" })
  expect(result.stderr).toBe("")
  expect(result.status).toBe(0)
  expect(result.stdout).toMatch(/^check-content: OK/)
})
