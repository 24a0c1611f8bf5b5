import { reviewSummary, toReview } from "../../src/content/reviews"

test("review defaults: Anonymous, Client, rating 5 and the default logo", () => {
  const review = toReview({ id: "1", feedback: "Great", personName: " ", personDesignation: null, rating: null, client: null })
  expect(review).toMatchObject({ name: "Anonymous", title: "Client", rating: 5, text: "Great" })
  expect(review.logo.src).toBe("/assets/clients/default-logo.svg")
})

test("a review keeps its own values", () => {
  const review = toReview({ id: "1", personName: "Sara", personDesignation: "COO", rating: 4, client: { name: "Dunes", logoUrl: "/x.svg" } })
  expect(review).toMatchObject({ name: "Sara", title: "COO", rating: 4 })
  expect(review.logo).toMatchObject({ src: "/x.svg", alt: "Dunes" })
})

test("the summary falls back to 4.9 of 5 from 23 reviews", () => {
  expect(reviewSummary(null)).toEqual({ platform: "Clutch", rating: 4.9, maxRating: 5, reviewCount: 23 })
})
