import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"

/**
 * The block types with words of their own to show or read out (a carousel's buttons, a legal
 * document's contents): the build links each block of them to the settings in its language (`words`).
 */
export const WORDED_BLOCKS: BlockName[] = ["block_records", "block_testimonials", "block_cards", "block_rich_text", "block_projects", "block_cta", "block_stats", "block_tabs", "block_hero"]
