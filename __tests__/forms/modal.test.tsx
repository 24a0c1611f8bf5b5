import { useState } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Modal } from "../../src/components/ui/Modal"

function Harness({ closeOnOverlay = true }: { closeOnOverlay?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal labelledBy="t" onClose={() => setOpen(false)} closeOnOverlay={closeOnOverlay}>
          <h2 id="t">Title</h2>
          <button>First</button>
          <input aria-label="Middle" />
          <button>Last</button>
        </Modal>
      )}
    </>
  )
}

test("opens named, locks scroll, traps Tab, closes on Escape and restores focus", async () => {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByText("Open"))
  expect(screen.getByRole("dialog", { name: "Title" })).toHaveAttribute("aria-modal", "true")
  expect(document.body.style.overflow).toBe("hidden")
  expect(screen.getByText("First")).toHaveFocus()
  await user.tab()
  await user.tab()
  expect(screen.getByText("Last")).toHaveFocus()
  await user.tab()
  expect(screen.getByText("First")).toHaveFocus()
  await user.tab({ shift: true })
  expect(screen.getByText("Last")).toHaveFocus()
  await user.keyboard("{Escape}")
  expect(screen.queryByRole("dialog")).toBeNull()
  expect(document.body.style.overflow).toBe("")
  expect(screen.getByText("Open")).toHaveFocus()
})

test("overlay click closes only when allowed; the overlay sits at z-index 9999999", async () => {
  const user = userEvent.setup()
  const { unmount } = render(<Harness closeOnOverlay={false} />)
  await user.click(screen.getByText("Open"))
  const overlay = screen.getByRole("dialog").parentElement as HTMLElement
  // Emotion's stylesheet as the browser applies it to the rendered overlay.
  expect(getComputedStyle(overlay).zIndex).toBe("9999999")
  await user.click(overlay)
  expect(screen.getByRole("dialog")).toBeInTheDocument()
  unmount()
  render(<Harness />)
  await user.click(screen.getByText("Open"))
  await user.click(screen.getByRole("dialog").parentElement as HTMLElement)
  expect(screen.queryByRole("dialog")).toBeNull()
})
