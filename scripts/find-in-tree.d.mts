/** Relative paths of every file under `dir` whose bytes contain `needle`. */
export function findInTree(dir: string, needle: string): Promise<string[]>

/** For each of `needles`, the relative paths of the files under `dir` holding it, in one reading of the tree. */
export function findEachInTree(dir: string, needles: readonly string[]): Promise<Map<string, string[]>>
