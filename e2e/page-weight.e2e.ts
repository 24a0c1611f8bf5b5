import { scriptsContaining } from "./support/built-site"
import { isInternalRoute } from "../src/content/seo"
import { PAGE_COMPONENT_CHUNK_PREFIX } from "../src/framework/internals"
import { BUDGET, LIBRARY_MARKERS, kb, pageWeights } from "./support/page-weight"

/**
 * Page weight over the built site (deterministic, no browser): what a phone must download before
 * a page hydrates stays within the budgets, and the form libraries and emotion never load with a page.
 */
const weights = pageWeights()
const routes = weights.map(w => w.route)

test("the build has pages, each with the framework and its own component chunk", () => {
  expect(routes).toEqual(expect.arrayContaining(["/", "/services", "/services/ai-development", "/lp/automation-solutions", "/404.html"]))
  for (const weight of weights) {
    expect([weight.route, weight.scripts.some(s => s.startsWith("framework-"))]).toEqual([weight.route, true])
    expect([weight.route, weight.scripts.some(s => s.startsWith(PAGE_COMPONENT_CHUNK_PREFIX))]).toEqual([weight.route, true])
  }
})

test.each(weights.map(w => [w.route, w] as const))("%s: first-load JavaScript, its files and HTML within budget", (route, weight) => {
  const internal = isInternalRoute(route)
  const budget = internal ? BUDGET.internalFirstLoadJs : BUDGET.firstLoadJs
  expect({ firstLoadJs: kb(weight.firstLoadJsGzip), within: weight.firstLoadJsGzip <= budget }).toEqual({ firstLoadJs: kb(weight.firstLoadJsGzip), within: true })
  expect(weight.htmlGzip).toBeLessThanOrEqual(internal ? BUDGET.internalHtml : BUDGET.html)
  expect({ files: weight.scripts, within: weight.scripts.length <= BUDGET.firstLoadFiles }).toEqual({ files: weight.scripts, within: true })
})

describe("libraries that only sections and widgets use are not in a page's first load", () => {
  test.each(Object.entries(LIBRARY_MARKERS))("%s", (_library, { marker, internalToo }) => {
    const carriers = scriptsContaining(marker)
    // The library is in the build (loaded on demand), so its absence below means something.
    expect(carriers.length).toBeGreaterThan(0)
    for (const weight of weights.filter(w => internalToo || !isInternalRoute(w.route))) {
      expect([weight.route, weight.scripts.filter(file => carriers.includes(file))]).toEqual([weight.route, []])
    }
  })
})
