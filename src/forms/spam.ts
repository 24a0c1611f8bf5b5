/** Minimum time between a form appearing and its submission; faster is a bot. */
export const MIN_FILL_MS = 3000

/**
 * The browser-side spam guard of both forms: the hidden honeypot field has text, or the form was
 * sent faster than a person can fill it. Spam is dropped silently: the sender (a bot) sees the
 * normal success state and nothing is sent or opened, so it learns nothing. The automation service
 * must check too (README, "Forms, leads and tracking").
 */
export const isLikelySpam = (honeypot: string, shownAt: number, now: number): boolean =>
  honeypot.trim() !== "" || now - shownAt < MIN_FILL_MS

/** When the fill time starts: answers restored from a draft were typed by a person before a reload. */
export const fillStartedAt = (restored: boolean, now: number): number => (restored ? 0 : now)
