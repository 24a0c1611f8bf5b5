/** Relative paths of every file under `dir` whose bytes contain `needle`. */
export function findInTree(dir: string, needle: string): Promise<string[]>
