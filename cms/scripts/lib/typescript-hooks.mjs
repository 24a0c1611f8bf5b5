// Node module hooks (module.register) through which the CMS scripts import the build's content
// contract, which is TypeScript: a `.ts` module is transpiled with the repository's own TypeScript
// (types stripped, nothing checked: `npm run typecheck` does that), and an extensionless relative
// import inside one resolves to its `.ts` file, as the build's bundler resolves it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let typescript;

const RELATIVE = /^\.{1,2}\//;
const HAS_EXTENSION = /\.[cm]?[jt]sx?$/;

export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && RELATIVE.test(specifier) && !HAS_EXTENSION.test(specifier)) {
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      try {
        return await next(candidate, context);
      } catch {
        // not this one: try the next, then the specifier as written
      }
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  typescript ??= require('typescript');
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = typescript.transpileModule(source, {
    fileName: url,
    compilerOptions: { module: typescript.ModuleKind.ESNext, target: typescript.ScriptTarget.ES2022 },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
