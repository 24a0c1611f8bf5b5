import { TextEncoder } from "util"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { TypewriterTitle } from "../../src/components/layout/hero/TypewriterTitle"
import { HERO_CLASS } from "../../src/components/layout/hero/classes"
import { CARET_ATTRIBUTE, SHOWN_ATTRIBUTE, TYPED_ATTRIBUTE, TYPING_ATTRIBUTE, typewriterScript } from "../../src/lib/typewriter"
import { mockMatchMedia } from "../support/matchMedia"

// The server renderer needs TextEncoder, which jsdom lacks; React's act() needs to know it is in a test.
Object.assign(global, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

const SCRIPT = typewriterScript(HERO_CLASS.title)
const TITLE = "Automate the Busywork"

/** What a visitor sees of the first title: the characters shown, and where the caret stands (-1: none). */
function seen(root: ParentNode = document) {
  const title = root.querySelector(`.${HERO_CLASS.title}`)!
  const chars = Array.from(title.querySelectorAll("span"))
  const typed = title.hasAttribute(TYPED_ATTRIBUTE)
  return {
    typed: chars.filter(char => typed || char.hasAttribute(SHOWN_ATTRIBUTE)).map(char => char.textContent).join(""),
    caret: chars.findIndex(char => char.hasAttribute(CARET_ATTRIBUTE)),
  }
}

/** Runs the head's script while the document is parsed, with the server's title in the page. */
function parseServerPage() {
  const parsing = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  new Function(SCRIPT)()
  document.body.innerHTML = `<main>${renderToString(<TypewriterTitle title={TITLE} primary="Busywork" />)}</main>`
  parsing.mockRestore()
  document.dispatchEvent(new Event("DOMContentLoaded"))
}

/** Moves the clock to `ms` after the title's first frame. */
const at = (ms: number) => jest.advanceTimersByTime(ms - (performance.now() - firstFrame))
let firstFrame = 0

beforeEach(() => {
  jest.useFakeTimers()
  // A fresh document element: an earlier test's script still watches the one it found.
  const html = document.createElement("html")
  html.append(document.createElement("head"), document.createElement("body"))
  document.replaceChild(html, document.documentElement)
  mockMatchMedia(false)
})
afterEach(() => {
  jest.useRealTimers()
  // An earlier test's script would otherwise start again on a later test's DOMContentLoaded.
  for (const listener of domReadyListeners.splice(0)) document.removeEventListener("DOMContentLoaded", listener)
})
const domReadyListeners: EventListener[] = []
const addListener = document.addEventListener.bind(document)
jest.spyOn(document, "addEventListener").mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
  if (type === "DOMContentLoaded") domReadyListeners.push(listener as EventListener)
  addListener(type, listener, options)
})

test("the server's title waits 200 ms from its first frame, then shows a character every 50 ms, the caret before the next", () => {
  parseServerPage()
  expect(document.documentElement.hasAttribute(TYPING_ATTRIBUTE)).toBe(true)
  expect(seen()).toEqual({ typed: "", caret: 0 })
  firstFrame = performance.now() + 16
  jest.advanceTimersByTime(16)
  at(249)
  expect(seen()).toEqual({ typed: "", caret: 0 })
  at(250)
  expect(seen()).toEqual({ typed: "A", caret: 1 })
  at(200 + 50 * 3 + 25)
  expect(seen()).toEqual({ typed: "Aut", caret: 3 })
  at(200 + 50 * TITLE.length - 1)
  expect(seen()).toEqual({ typed: TITLE.slice(0, -1), caret: TITLE.length - 1 })
  at(200 + 50 * TITLE.length)
  expect(seen()).toEqual({ typed: TITLE, caret: -1 })
  expect(document.querySelector(`.${HERO_CLASS.title}`)!.hasAttribute(TYPED_ATTRIBUTE)).toBe(true)
  // The mark's characters are the title's like any other: nothing is left hidden inside it.
  expect(Array.from(document.querySelectorAll(`mark span:not([${SHOWN_ATTRIBUTE}])`))).toEqual([])
})

test("a late timer (a busy or hidden tab) shows every character due at once, then keeps to the clock", () => {
  parseServerPage()
  firstFrame = performance.now() + 16
  jest.advanceTimersByTime(16)
  // The clock moves on 400 ms while no timer runs, so the first character's runs 400 ms late.
  const now = performance.now.bind(performance)
  const late = jest.spyOn(performance, "now").mockImplementation(() => now() + 400)
  jest.advanceTimersByTime(250)
  expect(seen()).toEqual({ typed: "Automate ", caret: 9 })
  at(200 + 50 * 11 + 25)
  expect(seen()).toEqual({ typed: "Automate th", caret: 11 })
  late.mockRestore()
})

test("a title React renders later (a page after a client-side navigation) is typed from its first frame", async () => {
  new Function(SCRIPT)()
  const container = document.body.appendChild(document.createElement("div"))
  await act(async () => createRoot(container).render(<TypewriterTitle title="Later" />))
  await act(async () => { await Promise.resolve() })
  expect(seen(container)).toEqual({ typed: "", caret: 0 })
  firstFrame = performance.now() + 16
  jest.advanceTimersByTime(16)
  at(200 + 50 * 2 + 25)
  expect(seen(container)).toEqual({ typed: "La", caret: 2 })
  at(200 + 50 * 5)
  expect(seen(container)).toEqual({ typed: "Later", caret: -1 })
})

test("under reduced motion nothing is hidden or typed: the title shows whole", () => {
  mockMatchMedia(true)
  parseServerPage()
  jest.advanceTimersByTime(5000)
  expect(document.documentElement.hasAttribute(TYPING_ATTRIBUTE)).toBe(false)
  expect(document.querySelector(`[${SHOWN_ATTRIBUTE}], [${CARET_ATTRIBUTE}], [${TYPED_ATTRIBUTE}]`)).toBeNull()
})
