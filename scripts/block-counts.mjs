// The block model's counts, as issue notes report them: block types and layouts (from the
// declarations, src/blocks/<type>/config.ts), how many of content/'s block items each layout serves,
// and the components that render blocks (the JSX components each type's block file, the one
// src/blocks/registry.ts loads, renders, less the frame every section shares).
// Usage: node scripts/block-counts.mjs [--json]
import { register } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

register('../cms/scripts/lib/typescript-hooks.mjs', import.meta.url);

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { BLOCK_SPECS } = await import('../src/blocks/contract.ts');

/** The section frame, buttons, icons and links every block may use; they are not a section's shape. */
const FRAME = new Set(['Section', 'Button', 'ActionButton', 'LeadCtaButton', 'LeadButton', 'Icon', 'NearImg', 'InPageLink', 'Container']);

/** Each block type's file as the registry loads it (`import("./cards/Cards")`), by collection. */
function blockFiles() {
  const registry = readFileSync(path.join(root, 'src/blocks/registry.ts'), 'utf8');
  const entries = [...registry.matchAll(/^\s*(block_\w+):.*import\(\s*(?:\/\*.*?\*\/\s*)?"\.\/([\w/-]+)"\)/gm)];
  return new Map(entries.map(([, name, file]) => [name, path.join(root, 'src/blocks', `${file}.tsx`)]));
}

/** Components the file renders as JSX (`<Card`), imported or its own: not type arguments (`Array<Card>`). */
function jsxComponents(source) {
  const named = new Set([
    ...[...source.matchAll(/^import \{([^}]*)\} from/gm)].flatMap(match => match[1].split(',').map(name => name.trim())),
    ...[...source.matchAll(/^(?:export )?function ([A-Z]\w*)/gm)].map(match => match[1]),
  ]);
  return [...source.matchAll(/(?<![\w.])<([A-Z]\w*)[\s/>]/g)].map(match => match[1]).filter(name => named.has(name) && !FRAME.has(name));
}

function counts() {
  const files = blockFiles();
  const types = BLOCK_SPECS.map(spec => {
    const items = JSON.parse(readFileSync(path.join(root, 'content', `${spec.name}.json`), 'utf8'));
    const layouts = Object.keys(spec.layouts).map(layout => ({ layout, items: items.filter(item => item.layout === layout).length }));
    const components = [...new Set(jsxComponents(readFileSync(files.get(spec.name), 'utf8')))].sort();
    return { type: spec.name, items: items.length, layouts, components };
  });
  const layouts = types.flatMap(type => type.layouts.map(entry => ({ type: type.type, ...entry })));
  return {
    types: types.length,
    layouts: layouts.length,
    items: types.reduce((sum, type) => sum + type.items, 0),
    singleItemLayouts: layouts.filter(entry => entry.items === 1).map(entry => `${entry.type}.${entry.layout}`),
    unusedLayouts: layouts.filter(entry => entry.items === 0).map(entry => `${entry.type}.${entry.layout}`),
    components: [...new Set(types.flatMap(type => type.components))].sort(),
    byType: types,
  };
}

const result = counts();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(`block types: ${result.types}`);
  console.log(`layouts: ${result.layouts} (block items: ${result.items})`);
  console.log(`layouts serving exactly one item: ${result.singleItemLayouts.length}: ${result.singleItemLayouts.join(', ')}`);
  console.log(`layouts serving no item: ${result.unusedLayouts.length}${result.unusedLayouts.length ? `: ${result.unusedLayouts.join(', ')}` : ''}`);
  console.log(`components rendering blocks: ${result.components.length}: ${result.components.join(', ')}`);
  for (const type of result.byType) {
    console.log(`  ${type.type}: ${type.layouts.map(entry => `${entry.layout} ${entry.items}`).join(', ')} | ${type.components.join(', ')}`);
  }
}
