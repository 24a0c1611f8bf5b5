import { DEFAULT_IMAGE, imageRef } from "./images"
import type { ClientInput } from "./clients"
import type { ImageRef } from "./images"
import type { NodeInput, Selected } from "./node-input"

/** A review node as the queries select it, with its client's name and logo. */
export type ReviewInput = NodeInput<
  Queries.DirectusReview,
  "personName" | "personDesignation" | "feedback" | "rating" | "client",
  { client: Queries.Maybe<Omit<ClientInput, "id">> }
>

/** The carousel's review: id, logo, text, name, title (spec 000 §3.1). */
export interface Review {
  id: string
  logo: ImageRef
  text: string
  name: string
  title: string
  rating: number
}

export const REVIEW_DEFAULTS = { name: "Anonymous", title: "Client", rating: 5 } as const

export function toReview(review: ReviewInput): Review {
  const clientName = review.client?.name ?? review.client?.title ?? ""
  return {
    id: review.id,
    logo: imageRef(review.client?.logo, review.client?.logoUrl, DEFAULT_IMAGE.clientLogo, clientName),
    text: review.feedback ?? "",
    name: review.personName?.trim() || REVIEW_DEFAULTS.name,
    title: review.personDesignation?.trim() || REVIEW_DEFAULTS.title,
    rating: review.rating ?? REVIEW_DEFAULTS.rating,
  }
}

export interface ReviewSummary {
  platform: string
  rating: number
  maxRating: number
  reviewCount: number
}

export function reviewSummary(
  settings: Selected<Queries.DirectusSettings, "reviewPlatform" | "reviewRating" | "reviewMaxRating" | "reviewCount"> | null
): ReviewSummary {
  return {
    platform: settings?.reviewPlatform ?? "Clutch",
    rating: settings?.reviewRating ?? 4.9,
    maxRating: settings?.reviewMaxRating ?? 5,
    reviewCount: settings?.reviewCount ?? 23,
  }
}
