import { render } from "@testing-library/react"
import { hasUnsentInput, useUnsentInput } from "../../src/lib/unsent-input"

function Form({ unsent }: { unsent: boolean }) {
  useUnsentInput(unsent)
  return null
}

test("a form reports unsent input while it holds some and is mounted; any one of several is enough", () => {
  const first = render(<Form unsent={false} />)
  expect(hasUnsentInput()).toBe(false)
  first.rerender(<Form unsent />)
  expect(hasUnsentInput()).toBe(true)
  const second = render(<Form unsent />)
  first.rerender(<Form unsent={false} />)
  expect(hasUnsentInput()).toBe(true)
  second.unmount()
  expect(hasUnsentInput()).toBe(false)
  first.rerender(<Form unsent />)
  first.unmount()
  expect(hasUnsentInput()).toBe(false)
})
