/** Each test loads the module afresh: a page is used once, for good. */
function freshFirstUse(): typeof import("../../src/lib/first-use") {
  let module: typeof import("../../src/lib/first-use") | undefined
  jest.isolateModules(() => {
    module = require("../../src/lib/first-use")
  })
  return module!
}

afterEach(() => {
  document.body.innerHTML = ""
})

test.each([
  ["a press", () => window.dispatchEvent(new Event("pointerdown"))],
  ["a key", () => document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }))],
  ["a touch", () => document.body.dispatchEvent(new Event("touchstart", { bubbles: true }))],
  ["a scroll of the page", () => document.dispatchEvent(new Event("scroll"))],
])("%s is a first use: what waited for it runs, once", (_sign, sign) => {
  const { afterFirstUse } = freshFirstUse()
  const waiting = jest.fn()
  afterFirstUse(waiting)
  expect(waiting).not.toHaveBeenCalled()
  sign()
  sign()
  expect(waiting).toHaveBeenCalledTimes(1)
  // Asked for after it, it runs at once.
  const later = jest.fn()
  afterFirstUse(later)
  expect(later).toHaveBeenCalledTimes(1)
})

test("a carousel that scrolls itself is no use of the page", () => {
  const { afterFirstUse } = freshFirstUse()
  const waiting = jest.fn()
  afterFirstUse(waiting)
  const track = document.body.appendChild(document.createElement("ul"))
  track.dispatchEvent(new Event("scroll"))
  expect(waiting).not.toHaveBeenCalled()
})
