/** jsdom has no IntersectionObserver: this one records what it watches, and the test says what is near. */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver
  static all: FakeIntersectionObserver[] = []
  watched = new Set<Element>()
  constructor(private callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {
    FakeIntersectionObserver.last = this
    FakeIntersectionObserver.all.push(this)
  }
  observe(target: Element) { this.watched.add(target) }
  unobserve(target: Element) { this.watched.delete(target) }
  disconnect() { this.watched.clear() }
  /** Reports only these targets, each with its share in view, as the browser reports those whose share changed. */
  reportShares(shares: [Element, number][]) {
    const entries = shares.map(([target, ratio]) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }))
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
  /** The browser reports these targets within the root (`ratio` of each visible), the others (still watched) outside it. */
  report(near: Element[], ratio = 1) {
    const entries = [...this.watched].map(target => ({ target, isIntersecting: near.includes(target), intersectionRatio: near.includes(target) ? ratio : 0 }))
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}
