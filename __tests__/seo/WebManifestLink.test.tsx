/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server"
import { WebManifestLink } from "../../src/components/seo/WebManifestLink"

test("the server HTML does not link the web manifest (the browser's head does, after the first paint)", () => {
  expect(renderToStaticMarkup(<WebManifestLink />)).toBe("")
})
