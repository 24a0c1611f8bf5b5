#!/usr/bin/env node
// Regenerates every image of the embedded content snapshot and the static image assets:
//   content/assets/*  + content/files.json   (files referenced by content items)
//   static/assets/**, static/og/**, static/favicon.svg, src/images/icon.png
// (static/assets/industries/heroes, stories and gallery are the pictures src/data points at).
// Deterministic: the same sources and sharp version give byte-identical outputs.
// Usage: node scripts/assets/generate.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { iconSvg, clientLogoSvg, defaultClientLogoSvg, PLATFORMS, brandMarkSvg, officesMapSvg, gridBgSvg } from './icons.mjs';
import { serviceBannerSvg, projectImageSvg, defaultPortfolioSvg, heroImageSvg, heroBackgroundSvg, ogSvg } from './illustrations.mjs';
import { industryHeroSvg } from './industry-heroes.mjs';
import { STORY_IMAGES, GALLERY_IMAGES, sceneSvg } from './story-art.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const sharp = require('sharp');
sharp.cache(false);

export const SERVICES = {
  'product-development': 'Product Development',
  'ai-apps-integrations': 'AI Apps & Integrations',
  automation: 'No-Code Automation',
  'business-automation': 'Business Automation',
  'ai-development': 'AI Development',
  'cloud-services': 'Cloud Services',
  'devops-services': 'DevOps Services',
  'web-mobile-dev': 'Web & Mobile Development',
  'ui-ux-design': 'UI/UX Design',
  'automated-social-media': 'Automated Social Media',
};

export const INDUSTRIES = {
  'vacation-rentals-hospitality': 'Vacation Rentals & Hospitality',
  'retail-e-commerce': 'Retail & E-commerce',
  'healthcare-biotech': 'Healthcare & Biotech',
  education: 'Education',
  'logistics-supply-chain': 'Logistics & Supply Chain',
  'community-public-services': 'Community & Public Services',
  'manufacturing-3d-printing': 'Manufacturing & 3D Printing',
  'construction-real-estate': 'Construction & Real Estate',
  'financial-services': 'Financial Services',
};

/** Project image file -> illustration kind. */
export const PROJECT_IMAGES = {
  'e-commerce-revolution-platform': ['storefront', 'E-commerce Revolution Platform'],
  'fintech-mobile': ['banking', 'FinTech Mobile Banking App'],
  'ai-patient-triage-assistant': ['triage', 'AI patient triage assistant'],
  'dubai-brokerage-lead-routing': ['leadRouting', 'WhatsApp lead routing for a Dubai brokerage'],
  'fleet-control-tower': ['fleet', 'Fleet control tower dashboard'],
  'vacation-rental-channel-manager': ['channelManager', 'Vacation rental channel manager'],
  'riyadh-academy-lms': ['lms', 'Bilingual LMS for Riyadh Learning Academy'],
  'shopify-inventory-sync': ['inventorySync', 'Shopify inventory sync'],
  'kubernetes-migration': ['kubernetes', 'Zero-downtime Kubernetes migration'],
  'social-media-auto-publisher': ['socialPublisher', 'Social media auto-publisher'],
  '3d-print-quoting-engine': ['printQuote', 'Instant 3D print quoting engine'],
};

export const CLIENTS = {
  'dunes-hospitality-group': 'Dunes Hospitality Group logo',
  'marmara-retail': 'Marmara Retail Co. logo',
  'riyadh-learning-academy': 'Riyadh Learning Academy logo',
  'crescent-health-clinics': 'Crescent Health Clinics logo',
  'falcon-freight': 'Falcon Freight Logistics logo',
  'palmgate-properties': 'Palmgate Properties logo',
  noorpay: 'Noorpay logo',
  'atlas-print-works': 'Atlas Print Works logo',
};

/** Fixed directus_files ids (UUID v4), keyed by filename_download. Never change an existing id. */
const FILE_IDS = {
  'service-product-development-banner.jpg': '9a774673-9aeb-4f6b-8bd0-530b21888268',
  'service-ai-apps-integrations-banner.jpg': 'fe4734d5-5ef9-40f1-b595-a62712b1f6d7',
  'service-automation-banner.jpg': '7cb718a8-65c7-470f-bae4-13ed6f95ab02',
  'service-business-automation-banner.jpg': 'cc03ce64-c66f-43c8-8753-05fc70914265',
  'service-ai-development-banner.jpg': '27b256ab-26b5-48a7-a6cf-f71935b41c49',
  'service-cloud-services-banner.jpg': '0534f055-d2d7-4248-96c4-b53900b3dd61',
  'service-devops-services-banner.jpg': '7d02001b-b7c9-469a-8217-784f55256a85',
  'service-web-mobile-dev-banner.jpg': '4f2d0fd6-b390-4b46-be69-32ff888c5015',
  'service-ui-ux-design-banner.jpg': '8ad878c6-ed50-490d-8926-5e2de71705a6',
  'service-automated-social-media-banner.jpg': '63ab6945-fd6f-412a-97b2-cefeea3785ae',
  'service-product-development-icon.svg': 'bd3583a1-79b7-48cf-868e-aabce9b7c09e',
  'service-ai-apps-integrations-icon.svg': 'ed046b9a-4440-4cc1-a41a-3f0274db3187',
  'service-automation-icon.svg': 'd3584576-6350-462f-bafe-74c0ae028326',
  'service-business-automation-icon.svg': '202200e9-c253-4696-b1ff-67d8c157b567',
  'service-ai-development-icon.svg': 'd7c45ff7-4b6c-4c3c-a8e5-cd5de6bbe25c',
  'service-cloud-services-icon.svg': 'a6c85a59-a435-48e2-aa03-fec49d86688e',
  'service-devops-services-icon.svg': 'd12a5efb-2c1e-49bd-aa5e-980f593a2db2',
  'service-web-mobile-dev-icon.svg': 'daab13f0-6b56-4570-9374-7fdfe0caadaf',
  'service-ui-ux-design-icon.svg': 'd56cfc1e-4de2-4186-92ea-0f1eff4ee0ba',
  'service-automated-social-media-icon.svg': '8b302446-05f6-4234-b2c7-b776f19c09db',
  'industry-vacation-rentals-hospitality-icon.svg': '4712523a-dcbb-4ce7-97f2-f044ced091e8',
  'industry-retail-e-commerce-icon.svg': 'fdcbe431-0fc8-4ccc-b1c4-a4796ba87cfe',
  'industry-healthcare-biotech-icon.svg': '5cf9f0bb-43f9-499f-bc47-27234d5e71da',
  'industry-education-icon.svg': 'f05192ed-4080-4ce5-be3e-93dafd329d26',
  'industry-logistics-supply-chain-icon.svg': 'baef0055-bd3a-4ee3-9b2b-3e44827910f9',
  'industry-community-public-services-icon.svg': 'b93a2028-0640-4182-b5bc-545dc7feac7e',
  'industry-manufacturing-3d-printing-icon.svg': 'c907db06-26bb-4594-8cd4-9e297889af4c',
  'industry-construction-real-estate-icon.svg': 'd61cfb8e-0efc-4b0f-990c-6f258d40ec09',
  'industry-financial-services-icon.svg': '748ab7f9-f290-450e-b8bd-44838726fd7d',
  'project-e-commerce-revolution-platform.jpg': '949fb134-5657-4606-a610-2eb5c3d3deb6',
  'project-fintech-mobile.jpg': 'c4ec3184-88b9-4abb-8bc3-dc59761a6ba1',
  'project-ai-patient-triage-assistant.jpg': '5365ea00-df2c-4bc3-b2dd-d7fbe2d71481',
  'project-dubai-brokerage-lead-routing.jpg': '448527f3-719d-4779-b601-24fd80e8a2a1',
  'project-fleet-control-tower.jpg': '84568ec3-d96d-4c3f-ab8b-c464961488c6',
  'project-vacation-rental-channel-manager.jpg': 'e2caa95e-9a60-4a82-ac47-a6c928eb5dd2',
  'project-riyadh-academy-lms.jpg': 'bf1cc27e-3021-461a-8f39-8a2f7769d427',
  'project-shopify-inventory-sync.jpg': 'cabac9dd-44a1-4104-b3e2-f5f3704ed188',
  'project-kubernetes-migration.jpg': 'e4aee1ef-f000-4659-af1b-21de37fdbb9f',
  'project-social-media-auto-publisher.jpg': '4b7bd18f-c8e6-49ed-b590-cf2c75e7c2ba',
  'project-3d-print-quoting-engine.jpg': '415ca078-8c86-4114-afaf-33f25b0e2901',
  'hero-home.png': 'e3a690f6-c6a5-4539-bec2-790715989045',
  'hero-services.png': '6db42f60-8fcd-4b91-862b-88a52e3efecc',
  'hero-about.png': 'fb34e564-e000-4a1f-9019-d54ed582ec66',
  'hero-background.jpg': '5f81941c-efc3-4508-995b-321df179f668',
  'client-dunes-hospitality-group.svg': 'a4ed1656-abab-489d-841f-e67e7cc7fcc6',
  'client-marmara-retail.svg': '39cbdc6e-66fa-4964-9282-97fe2426b63e',
  'client-riyadh-learning-academy.svg': '14e3f6bb-b58b-4c10-bffd-4b14779a0272',
  'client-crescent-health-clinics.svg': 'd7c8845c-6ae4-4fe4-b6db-53ccfd8f066f',
  'client-falcon-freight.svg': '29895c30-100d-43cd-9302-ba29706c7210',
  'client-palmgate-properties.svg': 'e7c6ef06-4cc0-4dc1-a787-0cfe5b5a352c',
  'client-noorpay.svg': 'ae10b034-fdc8-44f0-aa21-25801a2c2a13',
  'client-atlas-print-works.svg': 'f160aba1-0583-4ce6-ac34-40c66a567888',
  'offices-map.svg': '90ba7f0c-b2b3-4922-a402-6b37a7330ab8',
};

const PLATFORM_NAMES = ['n8n', 'zapier', 'make', 'power-automate', 'loveable', 'cursor', 'claude', 'github-copilot', 'openai-codex',
  'facebook', 'instagram', 'x', 'linkedin', 'tiktok', 'youtube', 'openai', 'uipath', 'airtable', 'hubspot', 'google-workspace', 'v0',
  'ai-generic'];

// ------------------------------------------------------------------------------------
const written = [];
function out(rel, data) {
  const abs = join(ROOT, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, data);
  written.push([rel, data.length]);
}
const svgText = (s) => s.trim() + '\n';

async function raster(svgString, format, opts = {}) {
  const img = sharp(Buffer.from(svgString), { density: 72 });
  // Lossless alpha: the soft shadows of transparent pictures band otherwise.
  if (format === 'webp') return img.webp({ quality: opts.quality ?? 80, alphaQuality: 100, smartSubsample: true, effort: 6 }).toBuffer();
  if (format === 'jpeg') return img.flatten({ background: '#0B1533' }).jpeg({ quality: opts.quality ?? 78, mozjpeg: true }).toBuffer();
  // Palette PNGs are much smaller; large smooth dark gradients get dithering blotches, so those use truecolor.
  if (opts.palette === false) return img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  return img.png({ palette: true, quality: opts.quality ?? 100, dither: 1, effort: 10, compressionLevel: 9 }).toBuffer();
}

async function main() {
  const files = [];
  const addFile = (filename, title, type, width, height, data) => {
    const id = FILE_IDS[filename];
    if (!id) throw new Error(`No fixed id for ${filename}`);
    out(`content/assets/${filename}`, data);
    files.push({ id, filename_download: filename, title, type, width, height });
  };

  // --- services
  for (const [slug, title] of Object.entries(SERVICES)) {
    addFile(`service-${slug}-banner.jpg`, `${title} banner`, 'image/jpeg', 1600, 900, await raster(serviceBannerSvg(slug), 'jpeg'));
    addFile(`service-${slug}-icon.svg`, `${title} icon`, 'image/svg+xml', 64, 64, svgText(iconSvg(slug)));
    out(`static/assets/services/${slug}.png`, await raster(serviceBannerSvg(slug, 800, 450), 'png', { palette: false }));
  }
  // --- industries
  for (const [slug, name] of Object.entries(INDUSTRIES)) {
    addFile(`industry-${slug}-icon.svg`, `${name} icon`, 'image/svg+xml', 64, 64, svgText(iconSvg(slug)));
    out(`static/assets/industries/icons/${slug}.svg`, svgText(iconSvg(slug)));
    // The page's hero picture (its share image is made by the build: src/build/share-images.ts).
    out(`static/assets/industries/heroes/${slug}.webp`, await raster(industryHeroSvg(slug, 960, 720), 'webp'));
  }
  out('static/assets/industries/icons/technology.svg', svgText(iconSvg('technology')));
  // --- projects
  for (const [slug, [kind, title]] of Object.entries(PROJECT_IMAGES)) {
    addFile(`project-${slug}.jpg`, title, 'image/jpeg', 1600, 1000, await raster(projectImageSvg(kind), 'jpeg'));
  }
  out('static/assets/portfolio/default.png', await raster(defaultPortfolioSvg(), 'png', { palette: false }));
  // Success stories (cards about 400 px wide) and case-study galleries.
  for (const [name, spec] of Object.entries(STORY_IMAGES)) out(`static/assets/stories/${name}.webp`, await raster(sceneSvg(name, spec, 800, 500), 'webp'));
  for (const [name, spec] of Object.entries(GALLERY_IMAGES)) out(`static/assets/gallery/${name}.webp`, await raster(sceneSvg(name, spec, 1200, 750), 'webp'));
  // --- heroes
  for (const key of ['home', 'services', 'about']) {
    addFile(`hero-${key}.png`, `${key[0].toUpperCase() + key.slice(1)} hero illustration`, 'image/png', 1200, 900, await raster(heroImageSvg(key), 'png'));
  }
  addFile('hero-background.jpg', 'Hero background', 'image/jpeg', 1920, 1080, await raster(heroBackgroundSvg(), 'jpeg', { quality: 72 }));
  // --- clients
  for (const [key, title] of Object.entries(CLIENTS)) {
    addFile(`client-${key}.svg`, title, 'image/svg+xml', 200, 60, svgText(clientLogoSvg(key)));
  }
  out('static/assets/clients/default-logo.svg', svgText(defaultClientLogoSvg()));
  // --- platforms, map, grid
  for (const name of PLATFORM_NAMES) out(`static/assets/platforms/${name}.svg`, svgText(PLATFORMS[name]()));
  addFile('offices-map.svg', 'Offices map', 'image/svg+xml', 1000, 383, svgText(officesMapSvg()));
  out('static/assets/grid-bg.svg', svgText(gridBgSvg()));
  // --- share images and brand
  out('static/og/default.jpg', await raster(ogSvg({ kicker: 'AI & Automation Partner', title: 'Software & AI Automation That Scales', iconKey: 'ai-development', seed: 'default' }), 'jpeg', { quality: 82 }));
  out('static/favicon.svg', svgText(brandMarkSvg(64)));
  out('src/images/icon.png', await raster(brandMarkSvg(512), 'png', { palette: false }));

  // Code-unit order by file name, the order cms/scripts/export.mjs writes.
  files.sort((a, b) => (a.filename_download < b.filename_download ? -1 : a.filename_download > b.filename_download ? 1 : 0));
  out('content/files.json', JSON.stringify(files, null, 2) + '\n');

  let total = 0;
  for (const [rel, size] of written) {
    total += size;
    if (process.env.VERBOSE) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${rel}`);
  }
  const content = written.filter(([p]) => p.startsWith('content/assets/')).reduce((a, [, s]) => a + s, 0);
  console.log(`${written.length} files written, ${(total / 1024 / 1024).toFixed(2)} MB total, content/assets ${(content / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
