import { bookingUrl } from "../../src/lib/booking"

const VISITOR = { name: "Amina Khan", email: "amina@northwind.io", a1: "Contact: +971 50 123 4567 | Northwind" }

describe("the visitor's answers reach only a booking page on an allowed booking host", () => {
  test.each(["https://calendly.com/lumenaut/30min", "https://eu.calendly.com/lumenaut/30min", "https://CALENDLY.com/lumenaut"])("%s: added", link => {
    const url = new URL(bookingUrl(link, VISITOR))
    expect(Object.fromEntries(url.searchParams)).toEqual(VISITOR)
  })

  test.each([
    "https://bookings.example.test/lumenaut",
    "https://calendly.com.example.test/lumenaut",
    "https://notcalendly.com/lumenaut",
    "http://calendly.com/lumenaut",
    "https://example.test/redirect?to=https://calendly.com/lumenaut",
  ])("%s: left bare", link => {
    expect(bookingUrl(link, VISITOR)).toBe(link)
  })

  test("GATSBY_BOOKING_HOSTS (comma-separated) replaces the default: the fallback booking link's host", () => {
    const previous = process.env.GATSBY_BOOKING_HOSTS
    process.env.GATSBY_BOOKING_HOSTS = " Bookings.Example.test , cal.example.test"
    try {
      jest.isolateModules(() => {
        const configured = (require("../../src/lib/booking") as typeof import("../../src/lib/booking")).bookingUrl
        expect(new URL(configured("https://team.bookings.example.test/x", VISITOR)).searchParams.get("email")).toBe(VISITOR.email)
        expect(new URL(configured("https://cal.example.test/x", VISITOR)).searchParams.get("name")).toBe(VISITOR.name)
        expect(configured("https://calendly.com/lumenaut/30min", VISITOR)).toBe("https://calendly.com/lumenaut/30min")
      })
    } finally {
      if (previous === undefined) delete process.env.GATSBY_BOOKING_HOSTS
      else process.env.GATSBY_BOOKING_HOSTS = previous
    }
  })
})
