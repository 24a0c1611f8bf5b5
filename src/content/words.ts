/**
 * Words from the CMS with their `{name}` placeholders filled in ("{position} of {total}"). A value the
 * words do not name is left out; a placeholder without a value stays as written, so an editor sees it.
 */
export function fillIn(words: string | null | undefined, values: Record<string, string | number>): string {
  return fillInParts(words, values).join("")
}

/**
 * `fillIn` for values that are not text (a link around a name): the words' pieces and the values in
 * the words' own order, which a language may change ("By {name}, {role}", "{role} — {name}").
 */
export function fillInParts<V>(words: string | null | undefined, values: Record<string, V>): (string | V)[] {
  return (words ?? "").split(/(\{\w+\})/).filter(Boolean).map(piece => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    return name !== undefined && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : piece
  })
}

/**
 * Words picked by name from the settings (or a block's `words`, the settings in its language): each
 * of `names` as the value of its field there, "" where it is unset.
 */
export function wordsOf<W extends object, K extends string>(words: W | null | undefined, names: Readonly<Record<K, keyof W>>): Record<K, string> {
  const out = {} as Record<K, string>
  for (const name of Object.keys(names) as K[]) {
    const value = words?.[names[name]]
    out[name] = typeof value === "string" ? value : ""
  }
  return out
}
