import { TextEncoder } from "util"
import { act, memo, useEffect, useState } from "react"
import type { ComponentType } from "react"
import { hydrateRoot } from "react-dom/client"
import { render, screen } from "@testing-library/react"
import { KeepServerHtml } from "../../src/lib/KeepServerHtml"
import { lazyNamed } from "../../src/lib/lazyNamed"

// The server renderer needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

function Article({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount])
  return <article><h2>Terms</h2><p>Plain text.</p></article>
}

/** As the block registry renders it: memoised on its data, so the page's own re-renders do not reach it. */
const StaticArticle = memo(function StaticArticle({ content: Content, onMount }: { content: ComponentType<{ onMount: () => void }>; onMount: () => void }) {
  return <KeepServerHtml><Content onMount={onMount} /></KeepServerHtml>
})

/** The page around it re-renders on its own (a hash change), with the same content. */
function Page({ content, onMount }: { content: ComponentType<{ onMount: () => void }>; onMount: () => void }) {
  const [renders, setRenders] = useState(0)
  return (
    <main>
      <button onClick={() => setRenders(n => n + 1)}>Rendered {renders}</button>
      <StaticArticle content={content} onMount={onMount} />
    </main>
  )
}

afterEach(() => {
  document.body.innerHTML = ""
})

test("on the first load its server HTML stays, never hydrated, and its code is never loaded", async () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Page content={Article} onMount={() => undefined} />)
  document.body.appendChild(container)
  const serverArticle = container.querySelector("article")
  const load = jest.fn(() => Promise.resolve({ Article }))
  const LazyArticle = lazyNamed(load, "Article")
  const mounted = jest.fn()
  await act(async () => {
    hydrateRoot(container, <Page content={LazyArticle} onMount={mounted} />)
  })
  await act(async () => screen.getByRole("button", { name: "Rendered 0" }).click())
  expect(screen.getByRole("button", { name: "Rendered 1" })).toBeTruthy()
  expect(container.querySelector("article")).toBe(serverArticle)
  expect(serverArticle).toHaveTextContent("TermsPlain text.")
  expect(load).not.toHaveBeenCalled()
  expect(mounted).not.toHaveBeenCalled()
  expect(container.querySelector("template[data-island]")).toHaveAttribute("data-island", "static")
})

test("rendered in the browser without server HTML (after a page change), it loads and shows its content", async () => {
  const load = jest.fn(() => Promise.resolve({ Article }))
  const LazyArticle = lazyNamed(load, "Article")
  const mounted = jest.fn()
  render(<Page content={LazyArticle} onMount={mounted} />)
  expect(await screen.findByRole("heading", { name: "Terms" })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
  expect(mounted).toHaveBeenCalledTimes(1)
})
