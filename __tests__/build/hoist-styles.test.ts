import { hoistEmotionStyles } from "../../src/build/hoist-styles"

const page = (head: string, body: string) => `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
const built = page(
  "",
  '<div id="___gatsby"><style data-emotion="css-global g1">body{margin:0}</style>' +
    '<style data-emotion="css a1">.css-a1{color:red}</style><header class="css-a1">H</header>' +
    '<style data-emotion="css b2 c3">.css-b2{gap:1px}.css-c3{gap:2px}</style><main class="css-b2"><p class="css-c3">P</p></main></div>'
)

test("emotion's rules leave the body for one plain style in the head, in their order", () => {
  expect(hoistEmotionStyles(built)).toBe(
    page(
      "<style>body{margin:0}.css-a1{color:red}.css-b2{gap:1px}.css-c3{gap:2px}</style>" +
        '<style data-emotion="css-global g1"></style><style data-emotion="css a1 b2 c3"></style>',
      '<div id="___gatsby"><header class="css-a1">H</header><main class="css-b2"><p class="css-c3">P</p></main></div>'
    )
  )
})

test("a global style between component styles keeps its place in the cascade", () => {
  const html = page("", '<style data-emotion="css a1">.a{}</style><style data-emotion="css-global g1">p{}</style><style data-emotion="css b2">.b{}</style><p>x</p>')
  expect(hoistEmotionStyles(html)).toBe(
    page('<style>.a{}p{}.b{}</style><style data-emotion="css-global g1"></style><style data-emotion="css a1 b2"></style>', "<p>x</p>")
  )
})

test("a page already done, or without emotion's styles, stays as it is", () => {
  const once = hoistEmotionStyles(built)
  expect(hoistEmotionStyles(once)).toBe(once)
  const plain = page("<style>p{}</style>", "<p>x</p>")
  expect(hoistEmotionStyles(plain)).toBe(plain)
})
