// Installs the site's Directus hook extension (cms/extensions/site-rebuild) into a Directus's
// EXTENSIONS_PATH, with the contract's collections, block builders and routes in its site.json.
// start.mjs runs it before every start; for another Directus:
//   node cms/scripts/lib/extension.mjs <that Directus's EXTENSIONS_PATH>   (then restart it)
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionSite } from './contract.mjs';

export const EXTENSION_NAME = 'site-rebuild';
const SOURCE = fileURLToPath(new URL(`../../extensions/${EXTENSION_NAME}`, import.meta.url));

/** Replaces the extension's folder under `extensionsPath` with a fresh copy and its site.json. */
export function installExtension(extensionsPath) {
  const target = path.join(extensionsPath, EXTENSION_NAME);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(extensionsPath, { recursive: true });
  cpSync(SOURCE, target, { recursive: true });
  writeFileSync(path.join(target, 'site.json'), `${JSON.stringify(extensionSite(), null, 2)}\n`);
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node cms/scripts/lib/extension.mjs <EXTENSIONS_PATH of the Directus>');
    process.exit(2);
  }
  console.log(`Installed ${installExtension(path.resolve(dir))}`);
}
