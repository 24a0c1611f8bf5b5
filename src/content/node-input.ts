/**
 * Any of the fields `K` of a typegen type (src/gatsby-types.d.ts): each query selects its own part of
 * a node, so every field is optional. `Nested` narrows the fields that are nodes themselves (a File,
 * a linked record) to what the queries select of them; the field names always come from `T`.
 */
export type Selected<T, K extends keyof T, Nested extends Partial<Record<K, unknown>> = Record<never, never>> = {
  [F in K]?: F extends keyof Nested ? Nested[F] : T[F]
}

/** A node as a view model reads it: its id and any of the fields `K` (see Selected). */
export type NodeInput<Node extends { id: string }, K extends keyof Node, Nested extends Partial<Record<K, unknown>> = Record<never, never>> =
  Pick<Node, "id"> & Selected<Node, K, Nested>
