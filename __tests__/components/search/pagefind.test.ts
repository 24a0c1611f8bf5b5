import { readFileSync } from "fs"
import path from "path"
import { PAGEFIND_URL, PAGEFIND_VERSION } from "../../../src/components/search/pagefind"

test("the search's folder is named by the Pagefind that writes it, so its scripts may be cached for good", () => {
  const installed = JSON.parse(readFileSync(path.join(__dirname, "../../../node_modules/pagefind/package.json"), "utf8")) as { version: string }
  expect(PAGEFIND_VERSION).toBe(installed.version)
  expect(PAGEFIND_URL).toBe(`/pagefind-${installed.version}/pagefind.js`)
})
