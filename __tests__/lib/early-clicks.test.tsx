import { TextEncoder } from "util"
import { act, useState } from "react"
import { EARLY_CLICKS_SCRIPT, takeEarlyClicks } from "../../src/lib/early-clicks"
import { hydrateInSlices } from "../../src/root/hydrate"

// The server renderer needs TextEncoder, which jsdom lacks; React's act() needs to know it is in a test.
Object.assign(global, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

function Menu() {
  const [open, setOpen] = useState(false)
  return (
    <div id="gatsby-focus-wrapper">
      <button onClick={() => setOpen(true)}>{open ? "Menu open" : "Open menu"}</button>
      <a href="#contact">Contact</a>
      <details><summary>Questions</summary>Answers</details>
    </div>
  )
}

/** A page as the browser first has it: the server HTML, the head's inline script run, no bundle yet. */
function serverPage() {
  document.body.innerHTML = `<div id="___gatsby">${renderToString(<Menu />)}</div><button id="outside">Outside</button>`
  new Function(EARLY_CLICKS_SCRIPT)()
  return document.getElementById("___gatsby") as HTMLElement
}

const clickOn = (element: Element) => {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true })
  element.dispatchEvent(click)
  return click
}

afterEach(() => {
  takeEarlyClicks()
  document.body.innerHTML = ""
})

test("a tap before any bundle has run is held, and taken once React's root listens", async () => {
  const root = serverPage()
  const button = root.querySelector("button") as HTMLButtonElement
  expect(clickOn(button).defaultPrevented).toBe(true)
  await act(async () => {
    hydrateInSlices(<Menu />, root)
    await new Promise(resolve => setTimeout(resolve, 10))
  })
  expect(button.textContent).toBe("Menu open")
  expect(root.querySelector("button")).toBe(button)
})

test("links, disclosures and what lies outside the page are left to the browser", () => {
  const root = serverPage()
  expect(clickOn(root.querySelector("a") as HTMLElement).defaultPrevented).toBe(false)
  expect(clickOn(root.querySelector("summary") as HTMLElement).defaultPrevented).toBe(false)
  expect(clickOn(document.getElementById("outside") as HTMLElement).defaultPrevented).toBe(false)
  expect(takeEarlyClicks()).toEqual([])
})

test("once taken over, the script holds nothing more", () => {
  const root = serverPage()
  const button = root.querySelector("button") as HTMLButtonElement
  clickOn(button)
  expect(takeEarlyClicks()).toEqual([button])
  expect(clickOn(button).defaultPrevented).toBe(false)
  expect(takeEarlyClicks()).toEqual([])
})
