/**
 * The not-found record's notice: the first of its blocks with a layout (its queries select the CTAs'
 * fields only). The page renders it; its head, made by the build, takes its sentence. A module of its
 * own, so the not-found page's scripts take nothing else with it.
 */
export const noticeOf = <B extends object>(blocks: readonly B[]): Extract<B, { layout: unknown }> | null =>
  (blocks.find(block => "layout" in block) as Extract<B, { layout: unknown }> | undefined) ?? null
