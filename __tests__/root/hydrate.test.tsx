import { TextEncoder } from "util"
import { hydrateInSlices } from "../../src/root/hydrate"
import { slowComponents } from "../support/slices"

// The server renderer needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

// React's real scheduler, as in the browser, rather than act's synchronous queue.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false))
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = ""
})
const nextTask = () => new Promise(resolve => setTimeout(resolve, 0))

test("server HTML hydrates in slices: the browser gets the main thread back before the page is done", async () => {
  const { Slow, rendered, firstSliceEnded, inBrowser } = slowComponents()
  let committed = false
  // React attaches refs in the commit, in the same task (effects may come a task later).
  const Page = () => (
    <div id="gatsby-focus-wrapper" ref={() => void (committed = true)}>
      <Slow name="a" /><Slow name="b" /><Slow name="c" />
    </div>
  )
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Page />)
  const serverParagraph = container.querySelector("p")
  document.body.appendChild(container)

  inBrowser()
  hydrateInSlices(<Page />, container)
  await firstSliceEnded
  expect(rendered).toEqual(["a"])
  expect(committed).toBe(false)

  while (!committed) await nextTask()
  expect(rendered).toEqual(["a", "b", "c"])
  expect(container.querySelector("p")).toBe(serverParagraph)
})

test("a page without server HTML renders in the browser", async () => {
  const container = document.createElement("div")
  container.innerHTML = '<div id="gatsby-focus-wrapper"></div>'
  document.body.appendChild(container)

  hydrateInSlices(<main><h1>Client only</h1></main>, container)
  while (!container.querySelector("h1")) await nextTask()
  expect(container.textContent).toBe("Client only")
})

test("another container (the loading indicator of gatsby develop) renders beside a hydrated page, and unmounts", async () => {
  const page = document.createElement("div")
  page.innerHTML = '<div id="gatsby-focus-wrapper"><main><h1>Page</h1></main></div>'
  const indicator = document.createElement("div")
  document.body.append(page, indicator)

  const reported = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const unmount = hydrateInSlices(<p>Loading</p>, indicator)
  while (!indicator.querySelector("p")) await nextTask()
  expect(indicator.textContent).toBe("Loading")
  // Hydrating the empty element instead would end in a client render too, after a hydration error.
  expect(reported).not.toHaveBeenCalled()
  reported.mockRestore()
  unmount()
  expect(indicator.textContent).toBe("")
})
