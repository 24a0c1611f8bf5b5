/**
 * Words from the CMS with their `{name}` placeholders filled in ("{position} of {total}"). A value the
 * words do not name is left out; a placeholder without a value stays as written, so an editor sees it.
 */
export function fillIn(words: string | null | undefined, values: Record<string, string | number>): string {
  return (words ?? "").replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder))
}
