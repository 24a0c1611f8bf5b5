/**
 * @jest-environment node
 * @jsxImportSource @emotion/react
 */
import { renderPage } from "../../src/root/renderPage"

/** The CSS the server writes into a page's head for one element styled with `rules`. */
async function serverCss(rules: string) {
  const { styles } = await renderPage(<span css={rules} />, "en")
  return styles.filter(style => style.key === "css").map(style => style.css).join("")
}

test("flexbox, transforms, transitions and animations are written once, unprefixed", async () => {
  const css = await serverCss(`display: flex; align-items: center; flex-wrap: wrap; transform: rotate(1deg); transition: transform .2s; position: sticky; cursor: grab;
    @keyframes spin { to { transform: rotate(360deg); } } animation: spin 1s;`)
  expect(css).toContain("display:flex;align-items:center;flex-wrap:wrap;transform:rotate(1deg);transition:transform .2s;position:sticky;cursor:grab;")
  expect(css).toContain("@keyframes")
  expect(css).not.toMatch(/-(webkit|moz|ms)-/)
})

test("what Safari or older Chrome still reads only prefixed keeps its -webkit- copy first", async () => {
  const css = await serverCss("user-select: none; hyphens: auto; backdrop-filter: blur(4px); background-clip: text; mask-image: linear-gradient(#000, transparent);")
  expect(css).toContain("-webkit-user-select:none;user-select:none;")
  expect(css).toContain("-webkit-hyphens:auto;hyphens:auto;")
  expect(css).toContain("-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);")
  expect(css).toContain("-webkit-background-clip:text;background-clip:text;")
  expect(css).toContain("-webkit-mask-image:linear-gradient(#000, transparent);mask-image:linear-gradient(#000, transparent);")
})
