import { COUNTRY_CACHE_KEY, lookupCountry, parseIpInfo, parseTrace } from "../../src/lib/geo"

const TRACE = "https://www.cloudflare.com/cdn-cgi/trace"
const response = (body: string, ok = true) => ({ ok, status: ok ? 200 : 500, text: async () => body, json: async () => JSON.parse(body) })

beforeEach(() => {
  sessionStorage.clear()
  global.fetch = jest.fn()
})
afterEach(() => jest.useRealTimers())

test("parses the trace line and the IP-info JSON", () => {
  expect(parseTrace("fl=1\nloc=GB\nwarp=off\n")).toBe("gb")
  expect(parseTrace("loc=\n")).toBeNull()
  expect(parseIpInfo({ country: "PK" })).toBe("pk")
  expect(parseIpInfo({ country_code: "ca" })).toBe("ca")
  expect(parseIpInfo({ country: "Pakistan" })).toBeNull()
  expect(parseIpInfo("nope")).toBeNull()
})

test("trace first, cached for the session", async () => {
  const fetchMock = global.fetch as jest.Mock
  fetchMock.mockResolvedValueOnce(response("ip=1.2.3.4\nloc=AU\n"))
  await expect(lookupCountry()).resolves.toBe("au")
  expect(fetchMock.mock.calls[0][0]).toBe(TRACE)
  expect(sessionStorage.getItem(COUNTRY_CACHE_KEY)).toBe("au")
  await expect(lookupCountry()).resolves.toBe("au")
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test("a trace slower than 3 s falls through to IP info", async () => {
  jest.useFakeTimers()
  const fetchMock = global.fetch as jest.Mock
  fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
  }))
  fetchMock.mockResolvedValueOnce(response('{"country":"IN"}'))
  const result = lookupCountry()
  await jest.advanceTimersByTimeAsync(2999)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  await jest.advanceTimersByTimeAsync(1)
  await expect(result).resolves.toBe("in")
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test("both failing gives 'us'", async () => {
  const fetchMock = global.fetch as jest.Mock
  fetchMock.mockRejectedValueOnce(new TypeError("offline"))
  fetchMock.mockResolvedValueOnce(response("{}", false))
  await expect(lookupCountry()).resolves.toBe("us")
})
