import { act, render, screen } from "@testing-library/react"
import { createExternalStore, useExternalStore } from "../../src/lib/external-store"

test("set notifies subscribers of a new value only, and unsubscribing stops it", () => {
  const store = createExternalStore({ count: 0 })
  const listener = jest.fn()
  const unsubscribe = store.subscribe(listener)
  store.set(state => ({ count: state.count + 1 }))
  expect(store.get()).toEqual({ count: 1 })
  store.set(store.get())
  expect(listener).toHaveBeenCalledTimes(1)
  unsubscribe()
  store.set({ count: 5 })
  expect(listener).toHaveBeenCalledTimes(1)
  expect(store.initial).toEqual({ count: 0 })
})

test("readers re-render on change", () => {
  const store = createExternalStore("first")
  const Reader = () => <p>{useExternalStore(store)}</p>
  store.set("changed before mounting")
  render(<Reader />)
  expect(screen.getByText("changed before mounting")).toBeInTheDocument()
  act(() => store.set("second"))
  expect(screen.getByText("second")).toBeInTheDocument()
})
