/** Types of block-schema.mjs for TypeScript callers (a unit test compares it with collections.ts). */
export interface DirectusFieldDefinition {
  field: string
  type: string
  meta: { interface?: string; options?: { fields?: DirectusFieldDefinition[]; [key: string]: unknown }; [key: string]: unknown }
  schema?: Record<string, unknown> | null
}
export const VARIANTS: Record<string, string[]>
export const BLOCKS_GROUP: string
export const BLOCK_DEFINITIONS: Record<string, { meta: Record<string, unknown>; fields: DirectusFieldDefinition[] }>
