import { render } from "@testing-library/react"
import { useDocumentLanguage } from "../../src/root/language"
import type { LanguageCode } from "../../src/content/languages"

function Page({ language }: { language: LanguageCode }) {
  useDocumentLanguage(language)
  return null
}

/** The attribute writes on <html> while `run` runs. */
async function writesOnHtml(run: () => void): Promise<string[]> {
  const writes: string[] = []
  const observer = new MutationObserver(records => writes.push(...records.map(record => `${record.attributeName}=${document.documentElement.getAttribute(record.attributeName!)}`)))
  observer.observe(document.documentElement, { attributes: true })
  run()
  await Promise.resolve()
  observer.disconnect()
  return writes
}

beforeEach(() => {
  document.documentElement.setAttribute("lang", "tr")
  document.documentElement.setAttribute("dir", "ltr")
})

test("the first page's language, written by the server, is not written again: that would restyle the whole page", async () => {
  await expect(writesOnHtml(() => render(<Page language="tr" />))).resolves.toEqual([])
})

test("moving into another language writes its code and direction on <html>", async () => {
  const { rerender } = render(<Page language="tr" />)
  await expect(writesOnHtml(() => rerender(<Page language="ar" />))).resolves.toEqual(["lang=ar", "dir=rtl"])
  await expect(writesOnHtml(() => rerender(<Page language="en" />))).resolves.toEqual(["lang=en", "dir=ltr"])
})
