/**
 * What a card's image box says when its image fails (spec 000 §4.5): the spec's exact words, part of
 * every such box's HTML (shown only once the image has failed: src/components/sections/SizedImage.tsx).
 */
export const IMAGE_FAILED_TEXT = "Failed to load image"
