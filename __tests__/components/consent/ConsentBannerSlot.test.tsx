import { CONSENT_STORAGE_KEY } from "../../../src/lib/consent/consent"

const BANNER = "../../../src/components/consent/ConsentBanner"

beforeEach(() => {
  jest.resetModules()
  localStorage.clear()
})

/** Whether preloading at start-up loaded the banner's module, with this stored choice. */
async function bannerLoadedAtStartUp(stored: string | null): Promise<boolean> {
  if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored)
  const loaded = jest.fn()
  jest.doMock(BANNER, () => {
    loaded()
    return { ConsentBanner: () => null }
  })
  const { preloadConsentBanner } = await import("../../../src/components/consent/ConsentBannerSlot")
  preloadConsentBanner()
  await new Promise(resolve => setTimeout(resolve, 0))
  return loaded.mock.calls.length > 0
}

test.each([
  { visit: "on a first visit", stored: null, loads: true },
  { visit: "with a stored choice", stored: JSON.stringify({ analytics: false, marketing: true }), loads: false },
  { visit: "with an unreadable stored choice (the banner asks again)", stored: "{not json", loads: true },
])("$visit, the banner chunk starts loading at start-up: $loads", async ({ stored, loads }) => {
  expect(await bannerLoadedAtStartUp(stored)).toBe(loads)
})
