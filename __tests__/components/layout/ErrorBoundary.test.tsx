import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ErrorBoundary } from "../../../src/components/layout/ErrorBoundary"

function Broken(): JSX.Element {
  throw new Error("render failure")
}

test("a render failure shows the Oops screen with a Refresh Page button that reloads", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const refresh = jest.fn()
  render(
    <ErrorBoundary onRefresh={refresh}>
      <Broken />
    </ErrorBoundary>
  )
  expect(screen.getByRole("heading", { name: "Oops! Something went wrong." })).toBeInTheDocument()
  expect(screen.getByText("Please refresh the page or try again later.")).toBeInTheDocument()
  await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }))
  expect(refresh).toHaveBeenCalledTimes(1)
})

test("children render untouched when nothing fails", () => {
  render(<ErrorBoundary><p>Fine</p></ErrorBoundary>)
  expect(screen.getByText("Fine")).toBeInTheDocument()
  expect(screen.queryByText(/Oops/)).toBeNull()
})
