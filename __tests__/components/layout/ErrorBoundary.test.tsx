import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ErrorBoundary } from "../../../src/components/layout/ErrorBoundary"
import { errorScreenWords } from "../../../src/content/settings"
import type { LanguageCode } from "../../../src/content/languages"
import { snapshotSettings } from "../../support/content-blocks"

/** The error screen's words as content/ holds them in a language (the settings' node). */
const words = (language: LanguageCode) => errorScreenWords(snapshotSettings(language) as Parameters<typeof errorScreenWords>[0])

function Broken(): JSX.Element {
  throw new Error("render failure")
}

test("a render failure shows the Oops screen with a Refresh Page button that reloads", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const refresh = jest.fn()
  render(
    <ErrorBoundary words={words("en")} onRefresh={refresh}>
      <Broken />
    </ErrorBoundary>
  )
  // Spec 000 §2.9, word for word.
  expect(screen.getByRole("heading", { name: "Oops! Something went wrong." })).toBeInTheDocument()
  expect(screen.getByText("Please refresh the page or try again later.")).toBeInTheDocument()
  await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }))
  expect(refresh).toHaveBeenCalledTimes(1)
})

test("on an Arabic page the screen speaks Arabic", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const arabic = words("ar")
  render(<ErrorBoundary words={arabic} onRefresh={() => undefined}><Broken /></ErrorBoundary>)
  expect(screen.getByRole("heading", { name: arabic.title })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: arabic.refresh })).toBeInTheDocument()
  expect(arabic.title).not.toBe(words("en").title)
})

test("children render untouched when nothing fails", () => {
  render(<ErrorBoundary words={words("en")}><p>Fine</p></ErrorBoundary>)
  expect(screen.getByText("Fine")).toBeInTheDocument()
  expect(screen.queryByText(/Oops/)).toBeNull()
})
