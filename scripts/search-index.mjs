#!/usr/bin/env node
// The site search's index (Pagefind), written by the build after every page (gatsby-node.ts
// onPostBuild): reads the pages to index as JSON on stdin, `[{ "url": "/about", "file": ".../about/index.html" }]`,
// indexes each page's main content (its <main>: not the header, footer or the consent banner) under
// its language, and writes the index and Pagefind's code into <public>/pagefind. The search window
// (src/components/search) loads them only when a visitor opens it. Pagefind's ready-made interfaces,
// which the site does not use, are not kept.
// Usage: node scripts/search-index.mjs <output dir, e.g. public/pagefind-1.6.0> < pages.json
import { readFileSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

const outputPath = path.resolve(process.argv[2] ?? 'public/pagefind');
const pages = JSON.parse(readFileSync(0, 'utf8'));

/** The page as Pagefind reads it: its language and title, and its main content as the body. */
function indexed(html) {
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${main}</body></html>`;
}

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
let count = 0;
for (const page of pages) {
  const { errors: problems } = await index.addHTMLFile({ url: page.url, content: indexed(await readFile(page.file, 'utf8')) });
  if (problems.length > 0) throw new Error(`Pagefind could not index ${page.url}: ${problems.join('; ')}`);
  count++;
}
await rm(outputPath, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath });
if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
for (const file of await readdir(outputPath)) {
  if (/^pagefind-(.+-)?ui\.|^pagefind-highlight\./.test(file)) await rm(path.join(outputPath, file));
}
await pagefind.close();
console.log(`search index: ${count} pages`);
