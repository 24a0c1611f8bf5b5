import { TextEncoder } from "util"
import { act, useEffect, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { render, screen, waitFor } from "@testing-library/react"
import { HydrateWhenNeeded } from "../../src/lib/HydrateWhenNeeded"
import { lazySection, preloadSections } from "../../src/lib/lazyNamed"
import { hydrateInSlices } from "../../src/root/hydrate"
import { pageHydrationStarted } from "../../src/lib/interactions"
import { slowComponents } from "../support/slices"

// The server renderer needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

/** A stand-in IntersectionObserver the test drives: `reveal()` reports every observed element visible. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
const reveal = () =>
  act(async () => {
    for (const o of observers) o.callback(o.targets.map(target => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)
  })
/** Idle callbacks wait until the test says the page is idle. */
const idleCallbacks: (() => void)[] = []
const goIdle = () =>
  act(async () => {
    expect(idleCallbacks.length).toBeGreaterThan(0)
    while (idleCallbacks.length > 0) idleCallbacks.splice(0).forEach(callback => callback())
  })
afterEach(async () => {
  // Whatever a test left waiting for idle time runs, so the next test starts with an empty queue.
  await act(async () => {
    while (idleCallbacks.length > 0) idleCallbacks.splice(0).forEach(callback => callback())
  })
  document.body.innerHTML = ""
})
beforeEach(() => {
  observers.length = 0
  Object.assign(window, { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) })
  Object.assign(window, {
    IntersectionObserver: class {
      entry: { callback: IntersectionObserverCallback; targets: Element[] }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] }
        observers.push(this.entry)
      }
      observe(target: Element) { this.entry.targets.push(target) }
      disconnect() { this.entry.targets = [] }
    },
  })
})

function Counter({ onMount }: { onMount: () => void }) {
  const [count, setCount] = useState(0)
  useEffect(onMount, [onMount])
  return <section><button onClick={() => setCount(c => c + 1)}>Clicked {count}</button></section>
}

const Page = ({ onMount }: { onMount: () => void }) => (
  <main>
    <h1>Hero</h1>
    <HydrateWhenNeeded><Counter onMount={onMount} /></HydrateWhenNeeded>
    <p>After</p>
  </main>
)

/** The server HTML of `server` (by default the page itself), then the page hydrated over it. */
async function hydrateServerHtml(page: typeof Page = Page, server: typeof Page = page) {
  const Shown = page
  const Served = server
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Served onMount={() => undefined} />)
  document.body.appendChild(container)
  const section = container.querySelector("section") as HTMLElement
  const serverButton = container.querySelector("button") as HTMLButtonElement
  const mounted = jest.fn()
  await act(async () => {
    hydrateRoot(container, <Shown onMount={mounted} />)
  })
  return { container, section, serverButton, mounted }
}

/** The visitor's first use of the page (src/lib/first-use.ts): once in this file, so the tests before it run first. */
const firstUse = () => act(async () => void document.dispatchEvent(new Event("scroll")))

async function expectLive({ container, section, serverButton, mounted }: Awaited<ReturnType<typeof hydrateServerHtml>>) {
  await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1))
  expect(container.querySelector("template[data-island]")).toHaveAttribute("data-island", "live")
  // The very same DOM, now live.
  expect(container.querySelector("section")).toBe(section)
  expect(container.querySelector("button")).toBe(serverButton)
  await act(async () => serverButton.click())
  expect(serverButton.textContent).toBe("Clicked 1")
}

describe("before the visitor uses the page", () => {
  test("server HTML stays as it is; a section that moves as it shows hydrates once it nears the viewport", async () => {
    const page = await hydrateServerHtml()
    expect(page.mounted).not.toHaveBeenCalled()
    expect(page.container.querySelector("button")).toBe(page.serverButton)
    expect(observers.flatMap(o => o.targets)).toEqual([page.section])
    expect(page.container.querySelector("template[data-island]")).toHaveAttribute("data-island", "waiting")
    // Idle time opens nothing before the visitor's first use.
    expect(idleCallbacks).toHaveLength(0)
    await reveal()
    await expectLive(page)
  })

  test("a section that only answers a visitor waits in view, its code not downloaded, until the visitor uses the page", async () => {
    const load = jest.fn(() => Promise.resolve({ Counter }))
    const LazyCounter = lazySection(load, "Counter")
    const UsedPage = ({ onMount }: { onMount: () => void }) => (
      <main><HydrateWhenNeeded when="used"><LazyCounter onMount={onMount} /></HydrateWhenNeeded></main>
    )
    // The server HTML as the build wrote it (the server render shares this module here, so Counter stands in).
    const ServedPage = ({ onMount }: { onMount: () => void }) => (
      <main><HydrateWhenNeeded when="used"><Counter onMount={onMount} /></HydrateWhenNeeded></main>
    )
    const { container, section, serverButton, mounted } = await hydrateServerHtml(UsedPage, ServedPage)
    await reveal()
    await act(async () => new Promise(resolve => setTimeout(resolve, 10)))
    expect(observers.flatMap(o => o.targets)).toEqual([])
    expect(idleCallbacks).toHaveLength(0)
    expect(load).not.toHaveBeenCalled()
    expect(mounted).not.toHaveBeenCalled()

    await firstUse()
    // Every queued section's code starts downloading; the section, in view, opens.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(observers.flatMap(o => o.targets)).toEqual([section])
    await reveal()
    await expectLive({ container, section, serverButton, mounted })
  })
})

test("once the visitor has used the page, the loaded page going idle opens a waiting section", async () => {
  await firstUse()
  const page = await hydrateServerHtml()
  expect(page.mounted).not.toHaveBeenCalled()
  await goIdle()
  await expectLive(page)
})

test("idle time opens the waiting sections one at a time, in page order", async () => {
  const first = jest.fn()
  const second = jest.fn()
  const TwoSections = () => (
    <main>
      <HydrateWhenNeeded><Counter onMount={first} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><Counter onMount={second} /></HydrateWhenNeeded>
    </main>
  )
  const container = document.createElement("div")
  container.innerHTML = renderToString(<TwoSections />)
  document.body.appendChild(container)
  first.mockClear()
  second.mockClear()
  await act(async () => {
    hydrateRoot(container, <TwoSections />)
  })
  // An idle period runs every callback requested before it began.
  const nextIdlePeriod = () => act(async () => idleCallbacks.splice(0).forEach(callback => callback()))

  await nextIdlePeriod()
  await waitFor(() => expect(first).toHaveBeenCalledTimes(1))
  expect(second).not.toHaveBeenCalled()
  await nextIdlePeriod()
  await waitFor(() => expect(second).toHaveBeenCalledTimes(1))
})

test("a tap on a section still waiting hydrates it within that tap and reaches its handler", async () => {
  const { serverButton, mounted } = await hydrateServerHtml()
  expect(mounted).not.toHaveBeenCalled()

  await act(async () => serverButton.click())
  expect(serverButton.textContent).toBe("Clicked 1")
  expect(mounted).toHaveBeenCalledTimes(1)
})

test("a section in its own chunk that has arrived hydrates within the tap", async () => {
  const load = jest.fn(() => Promise.resolve({ Counter }))
  const LazyCounter = lazySection(load, "Counter")
  const LazyPage = ({ onMount }: { onMount: () => void }) => (
    <main><HydrateWhenNeeded><LazyCounter onMount={onMount} /></HydrateWhenNeeded></main>
  )
  // Server and browser share this module here, so the chunk arrives before the server render.
  await act(async () => {
    preloadSections()
    await new Promise(resolve => setTimeout(resolve, 0))
  })
  const { serverButton, mounted } = await hydrateServerHtml(LazyPage)
  expect(mounted).not.toHaveBeenCalled()

  await act(async () => serverButton.click())
  expect(serverButton.textContent).toBe("Clicked 1")
  expect(load).toHaveBeenCalledTimes(1)
})

test("a tap on a section whose chunk is still on its way is held, and taken once the section is live", async () => {
  let arrive: (module: { Counter: typeof Counter }) => void = () => undefined
  const load = jest.fn(() => new Promise<{ Counter: typeof Counter }>(resolve => (arrive = resolve)))
  const LazyCounter = lazySection(load, "Counter")
  const LazyPage = ({ onMount }: { onMount: () => void }) => (
    <main><HydrateWhenNeeded><LazyCounter onMount={onMount} /></HydrateWhenNeeded></main>
  )
  // The server HTML as the build wrote it (here the server render shares this module, so Counter stands in).
  const container = document.createElement("div")
  container.id = "___gatsby"
  container.innerHTML = renderToString(<main><HydrateWhenNeeded><Counter onMount={() => undefined} /></HydrateWhenNeeded></main>)
  document.body.appendChild(container)
  const serverButton = container.querySelector("button") as HTMLButtonElement
  const mounted = jest.fn()
  await act(async () => {
    hydrateRoot(container, <LazyPage onMount={mounted} />)
  })
  pageHydrationStarted(container)

  const click = new MouseEvent("click", { bubbles: true, cancelable: true })
  await act(async () => void serverButton.dispatchEvent(click))
  expect(click.defaultPrevented).toBe(true)
  expect(serverButton.textContent).toBe("Clicked 0")
  await act(async () => {
    arrive({ Counter })
    await new Promise(resolve => setTimeout(resolve, 10))
  })
  await waitFor(() => expect(serverButton.textContent).toBe("Clicked 1"))
  expect(container.querySelector("button")).toBe(serverButton)
  expect(mounted).toHaveBeenCalledTimes(1)
})

test("a tap while the page still hydrates in slices reaches a section React has not come to yet", async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  // The hero takes longer than a slice, so React yields right after it, before it reaches the section.
  const { Slow, firstSliceEnded, inBrowser } = slowComponents()
  const mounted = jest.fn()
  const SlicedPage = ({ onMount }: { onMount: () => void }) => (
    <div id="gatsby-focus-wrapper"><Slow name="Hero" /><HydrateWhenNeeded><Counter onMount={onMount} /></HydrateWhenNeeded></div>
  )
  const container = document.createElement("div")
  container.innerHTML = renderToString(<SlicedPage onMount={() => undefined} />)
  document.body.appendChild(container)
  const serverButton = container.querySelector("button") as HTMLButtonElement
  try {
    inBrowser()
    hydrateInSlices(<SlicedPage onMount={mounted} />, container)
    await firstSliceEnded
    expect(mounted).not.toHaveBeenCalled()
    serverButton.click()
    // React applies the click's update in a microtask.
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(serverButton.textContent).toBe("Clicked 1")
    expect(container.querySelector("button")).toBe(serverButton)
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  }
})

test("a tap outside the section leaves it waiting", async () => {
  const { container, mounted } = await hydrateServerHtml()
  await act(async () => (container.querySelector("p") as HTMLElement).click())
  await act(async () => (container.querySelector("h1") as HTMLElement).click())
  expect(mounted).not.toHaveBeenCalled()
})

test("rendered in the browser without server HTML (after a page change), it shows at once", () => {
  const mounted = jest.fn()
  render(<Page onMount={mounted} />)
  expect(screen.getByRole("button", { name: "Clicked 0" })).toBeTruthy()
  expect(mounted).toHaveBeenCalledTimes(1)
  expect(observers).toHaveLength(0)
})
