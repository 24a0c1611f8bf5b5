/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { cmsSettings } from "../../plugins/gatsby-source-directus/src/env"
import { pluginOptionsSchema } from "../../plugins/gatsby-source-directus/gatsby-node"

const TOKEN = "sentinel-token-for-the-config-test"

// Gatsby keeps every plugin option as SitePlugin.pluginOptions, a GraphQL field any query can read.
test("the build token is no plugin option: gatsby-config never holds it, the plugin reads the environment", () => {
  jest.isolateModules(() => {
    const saved = { ...process.env }
    Object.assign(process.env, { DIRECTUS_URL: "https://cms.example.test", DIRECTUS_TOKEN: TOKEN, CONTENT_STRICT: "1" })
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require("../../gatsby-config").default
      expect(JSON.stringify(config)).not.toContain(TOKEN)
      expect(JSON.stringify(config)).not.toContain("cms.example.test")
      expect(cmsSettings()).toEqual({ url: "https://cms.example.test", token: TOKEN, strict: true, drafts: false })
    } finally {
      process.env = saved
    }
  })
})

test("the plugin's options schema has no place for a URL, token or strictness", async () => {
  const options = { snapshotDir: "content", pictureColumn: 760 }
  expect((await testPluginOptionsSchema(pluginOptionsSchema!, options)).isValid).toBe(true)
  for (const key of ["token", "url", "strict"]) {
    // Gatsby only warns about an unknown option (and still keeps it), hence gatsby-config's test above.
    const { warnings } = await testPluginOptionsSchema(pluginOptionsSchema!, { ...options, [key]: "x" })
    expect([key, warnings]).toEqual([key, [`"${key}" is not allowed`]])
  }
})
