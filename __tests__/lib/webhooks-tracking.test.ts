import { contactWebhookUrl, postJson, WEBHOOK_TIMEOUT_MS } from "../../src/lib/webhooks"
import { trackLead } from "../../src/lib/tracking"
import { bookingUrl, reserveTab } from "../../src/lib/booking"

test("contact webhook path under the automation base", () => {
  expect(contactWebhookUrl("https://auto.example.com/")).toBe("https://auto.example.com/webhook/contact-form")
})

test("a request with no answer is aborted after the time-out", async () => {
  jest.useFakeTimers()
  global.fetch = jest.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
  })) as unknown as typeof fetch
  const pending = postJson("https://x.test/hook", { a: 1 })
  const assertion = expect(pending).rejects.toThrow("aborted")
  await jest.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_MS)
  await assertion
  const init = (global.fetch as jest.Mock).mock.calls[0][1]
  expect(init.method).toBe("POST")
  expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" })
  jest.useRealTimers()
})

describe("conversion tracking", () => {
  afterEach(() => {
    delete window.gtag
    delete window.fbq
    jest.restoreAllMocks()
  })
  const lead = { pageContext: "automation", companySize: "1-50 employees", industry: "Tech", hasCompany: true }

  test("nothing is sent or logged without the globals", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    trackLead(lead)
    expect(window.dataLayer).toBeUndefined()
    expect(log).not.toHaveBeenCalled()
  })

  test("generate_lead and the Lead pixel event when the globals exist", () => {
    window.gtag = jest.fn()
    window.fbq = jest.fn()
    trackLead(lead)
    expect(window.gtag).toHaveBeenCalledWith("event", "generate_lead", { page_context: "automation", company_size: "1-50 employees", industry: "Tech", has_company: true })
    expect(window.fbq).toHaveBeenCalledWith("track", "Lead", expect.any(Object))
  })

  test("errors are logged and swallowed", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    window.gtag = () => {
      throw new Error("blocked")
    }
    expect(() => trackLead(lead)).not.toThrow()
    expect(log).toHaveBeenCalled()
  })
})

describe("booking", () => {
  test("adds parameters, keeps the link's own, leaves junk links alone", () => {
    expect(bookingUrl("https://calendly.com/a/30min?hide=1", { name: "A B", email: "", a1: null })).toBe("https://calendly.com/a/30min?hide=1&name=A+B")
    expect(bookingUrl("#", { name: "x" })).toBe("#")
  })

  test("reserves a blank tab at once and points it at the booking page later", () => {
    const tab = { closed: false, opener: {}, location: { href: "about:blank" } }
    const open = jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
    const reserved = reserveTab()
    expect(open).toHaveBeenCalledWith("about:blank", "_blank")
    expect(tab.opener).toBeNull()
    reserved.go("https://calendly.com/a")
    expect(tab.location.href).toBe("https://calendly.com/a")
  })

  test.each(["javascript:alert(document.domain)//", "//evil.example/book", "/contact", "mailto:a@b.example", "http://calendly.com/a"])(
    "never points the tab at %s: the blank tab is closed instead",
    url => {
      const tab = { closed: false, opener: {}, location: { href: "about:blank" }, close: jest.fn() }
      const open = jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
      open.mockClear()
      jest.spyOn(console, "error").mockImplementation(() => {})
      reserveTab().go(url)
      expect(tab.location.href).toBe("about:blank")
      expect(tab.close).toHaveBeenCalled()
      expect(open.mock.calls.filter(([target]) => target !== "about:blank")).toEqual([])
    }
  )

  test("a refused blank tab falls back to a normal new tab", () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null)
    reserveTab().go("https://calendly.com/b")
    expect(open).toHaveBeenLastCalledWith("https://calendly.com/b", "_blank", "noopener,noreferrer")
  })
})
