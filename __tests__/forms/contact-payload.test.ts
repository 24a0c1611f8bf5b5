import fc from "fast-check"
import { buildContactPayload } from "../../src/forms/contact/payload"
import { isAllowedPhoneKey, isAllowedPhonePaste, isValidPhone, phoneCountryOf, supportedCountry } from "../../src/forms/contact/phone"
import { sendEnquiry } from "../../src/forms/contact/send"
import { OUTBOX_KEY } from "../../src/lib/outbox"
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from "../../src/forms/contact/draft"
import { EMPTY_CONTACT } from "../../src/forms/contact/options"

const values = {
  firstName: " Amina ",
  lastName: "Khan",
  email: "amina@example.com ",
  phoneNumber: "+12025550143",
  companyName: "",
  role: "cto-it-director",
  heardFrom: "linkedin_social",
  message: "",
  consent: true,
}

describe("contact payload (spec 000 §7 call 4)", () => {
  test("every field plus submittedAt, text trimmed", () => {
    expect(buildContactPayload(values, "en", new Date("2026-01-02T03:04:05Z"))).toEqual({
      ...values,
      firstName: "Amina",
      email: "amina@example.com",
      submittedAt: "2026-01-02T03:04:05.000Z",
    })
  })

  test("an Arabic or Turkish page adds its locale; the values stay the same", () => {
    const now = new Date("2026-01-02T03:04:05Z")
    const english = buildContactPayload(values, "en", now)
    expect(english).not.toHaveProperty("locale")
    expect(buildContactPayload(values, "ar", now)).toEqual({ ...english, locale: "ar" })
    expect(buildContactPayload(values, "tr", now)).toEqual({ ...english, locale: "tr" })
  })

  test("property: any strings give a JSON-safe payload with the same keys", () => {
    fc.assert(
      fc.property(fc.record({ firstName: fc.string({ unit: "grapheme" }), lastName: fc.string(), email: fc.string(), message: fc.string({ unit: "binary" }) }), text => {
        const payload = buildContactPayload({ ...values, ...text }, "en")
        expect(Object.keys(payload).sort()).toEqual([...Object.keys(EMPTY_CONTACT), "submittedAt"].sort())
        expect(JSON.parse(JSON.stringify(payload)).firstName).toBe(payload.firstName)
      })
    )
  })
})

describe("phone input rules (spec 000 §5.1)", () => {
  test.each(["0", "7", "+"])("key %s is allowed", key => expect(isAllowedPhoneKey({ key })).toBe(true))
  test.each(["a", "-", " ", "(", "é", "٣"])("key %s is blocked", key => expect(isAllowedPhoneKey({ key })).toBe(false))
  test("editing keys and shortcuts pass", () => {
    for (const key of ["Backspace", "Delete", "ArrowLeft", "Tab", "Enter", "Escape"]) expect(isAllowedPhoneKey({ key })).toBe(true)
    expect(isAllowedPhoneKey({ key: "v", ctrlKey: true })).toBe(true)
  })
  test.each(["+44 7400 123456", "202-555-0143", "12345", ""])("paste %j is allowed", text => expect(isAllowedPhonePaste(text)).toBe(true))
  test.each(["(202) 555-0143", "call me", "202.555.0143", "+44\n7400"])("paste %j is blocked", text => expect(isAllowedPhonePaste(text)).toBe(false))
  test("only real two-letter codes reach the widget", () => {
    expect(supportedCountry("GB")).toBe("gb")
    expect(supportedCountry("zz")).toBe("us")
    expect(supportedCountry("usa")).toBe("us")
    expect(supportedCountry(null)).toBe("us")
  })
})

describe("a phone number restored from a draft (no picker event yet)", () => {
  test("takes the country the number itself belongs to, which then validates it", () => {
    for (const [phone, countryCode, dialCode] of [["+447400123456", "gb", "44"], ["+13065550123", "ca", "1"], ["+12025550143", "us", "1"]]) {
      expect(phoneCountryOf(phone)).toEqual({ countryCode, dialCode })
      expect(isValidPhone(phone, phoneCountryOf(phone))).toBe(true)
    }
  })
  test("a number no country can be told from gives none (the visitor is asked to fix it)", () => {
    for (const phone of ["", "+1", "+44740012345", "+80012345678"]) expect(isValidPhone(phone, phoneCountryOf(phone))).toBe(false)
  })
})

describe("sending", () => {
  const queuedKeys = () => (JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]") as { key: string }[]).map(entry => entry.key)

  test("success only on an ok status; network errors and a parent's rejection are failures; a failed POST is queued under its key", async () => {
    jest.useFakeTimers()
    localStorage.clear()
    const payload = buildContactPayload(values, "en")
    const attempt = { answers: "answers", key: "key-1", body: payload }
    const fetchMock = jest.fn()
    global.fetch = fetchMock
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 })
    await expect(sendEnquiry(attempt)).resolves.toBe(false)
    expect(queuedKeys()).toEqual(["key-1"])
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    await expect(sendEnquiry(attempt)).resolves.toBe(false)
    expect(queuedKeys()).toEqual(["key-1"])
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200 })
    await expect(sendEnquiry(attempt)).resolves.toBe(true)
    expect(queuedKeys()).toEqual([])
    expect(fetchMock.mock.calls[0][0]).toBe("https://automation.lumenaut.dev/webhook/contact-form")
    for (const [, init] of fetchMock.mock.calls) {
      expect(JSON.parse(init.body)).toEqual(payload)
      expect(init.headers["Idempotency-Key"]).toBe("key-1")
    }
    const parent = jest.fn().mockResolvedValue(undefined)
    await expect(sendEnquiry(attempt, parent)).resolves.toBe(true)
    expect(parent).toHaveBeenCalledWith(payload)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await expect(sendEnquiry(attempt, () => Promise.reject(new Error("no")))).resolves.toBe(false)
    expect(queuedKeys()).toEqual([])
    jest.useRealTimers()
  })

  test("a 4xx answer is a failure for the visitor but is not kept for re-sends", async () => {
    jest.useFakeTimers()
    localStorage.clear()
    global.fetch = jest.fn().mockResolvedValueOnce({ ok: false, status: 400 })
    await expect(sendEnquiry({ answers: "answers", key: "key-4xx", body: buildContactPayload(values, "en") })).resolves.toBe(false)
    expect(queuedKeys()).toEqual([])
    jest.useRealTimers()
  })
})

describe("draft", () => {
  test("survives in session storage, ignores wrong types, clears", () => {
    saveDraft({ ...EMPTY_CONTACT, firstName: "Amina", consent: true })
    expect(loadDraft()).toEqual({ ...EMPTY_CONTACT, firstName: "Amina", consent: true })
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: 5, email: "a@b.co" }))
    expect(loadDraft()).toEqual({ ...EMPTY_CONTACT, email: "a@b.co" })
    sessionStorage.setItem(DRAFT_KEY, "{broken")
    expect(loadDraft()).toEqual(EMPTY_CONTACT)
    clearDraft()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })
})
