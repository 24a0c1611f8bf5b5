// The block collections as Directus defines them (define-schema.mjs): every block starts with its
// variant, anchor and heading; lists are repeaters. Field names and order follow BLOCKS in contract.mjs
// (checked by define-schema.mjs), sub-fields follow the build's collections.ts (checked by a unit test).
import { anchor, choice, int, repeater, required, str, tags, text } from './schema-fields.mjs';

/** The looks of each block type (the `variant` dropdown); the site renders one component per variant. */
export const VARIANTS = {
  block_hero: ['landing'],
  block_cards: ['platforms'],
  block_comparison: ['before_after', 'cost_columns'],
  block_testimonials: ['cards'],
  block_tabs: ['automation_use_cases', 'ai_use_cases'],
  block_stats: ['roi'],
  block_steps: ['timeline'],
  block_cta: ['final', 'sticky_bar'],
};

/** The folder the block collections sit in, in the app's navigation. */
export const BLOCKS_GROUP = 'blocks';

const sentence = (value) => value[0].toUpperCase() + value.slice(1).replace(/_/g, ' ');

const header = (collection) => [
  choice('variant', 'Which look of this block the page shows', VARIANTS[collection].map((v) => [v, sentence(v)]), {
    width: 'half',
  }),
  anchor('anchor', 'In-page link target (#anchor), optional'),
  required(str('heading', 'Section heading (a hero\'s is the page\'s h1)', { width: 'full' })),
  str('highlighted_text', 'Part of the heading shown highlighted (optional)', { width: 'full' }),
  text('description', 'Text under the heading'),
];
const iconLabels = (field, note) => repeater(field, '{{ icon }} {{ label }}', [str('icon', 'Icon name'), str('label')], note);
const stats = (field, note) => repeater(field, '{{ value }} {{ label }}', [str('value', 'e.g. 40%'), str('label')], note);

const block = (collection, icon, note, fields) => ({
  meta: { icon, note, group: BLOCKS_GROUP, display_template: '{{heading}}' },
  fields: [...header(collection), ...fields],
});

/** Collection meta and fields (after `id`) of every block collection. */
export const BLOCK_DEFINITIONS = {
  block_hero: block('block_hero', 'web_asset', 'A landing page\'s hero: heading, proof stats, call to action', [
    str('badge', 'Small label above the heading'), stats('stats', 'Proof figures under the text'),
    str('button_text'), tags('button_tags', 'Short points next to the button'),
    iconLabels('reassurances', 'Reassurances under the button'),
  ]),
  block_cards: block('block_cards', 'view_module', 'A grid of cards (platforms, tools)', [
    repeater('items', '{{ name }}', [
      str('name'), str('logo', 'Logo: a site path (/images/x.svg) or https URL'), str('highlight', 'Short emphasis'),
      text('description'), tags('tags'),
    ], 'The cards'),
  ]),
  block_comparison: block('block_comparison', 'compare_arrows', 'Columns side by side (before/after, cost options)', [
    repeater('columns', '{{ title }}', [
      str('title'), str('label', 'Small label above the title'), str('cost'), str('cost_caption'), str('timeline'),
      tags('points', 'Bullet points'),
      repeater('items', '{{ short_title }}', [
        str('short_title'), str('long_title'), text('short_description'), text('long_description'), str('icon', 'Icon name'),
      ], 'Entries of the column'),
      str('more_text', 'Label of the "show more" button'),
    ], 'The columns, in order'),
    int('mobile_visible_count', 'Entries shown on phones before "show more"'),
    str('summary_value', 'Figure under the columns'), str('summary_label', 'Its label'),
  ]),
  block_testimonials: block('block_testimonials', 'format_quote', 'Client quotes as cards', [
    repeater('items', '{{ source }}: {{ business_type }}, {{ city }}', [
      str('source', 'Who said it'), text('quote'), str('business_type'), str('city'), str('outcome', 'The result, in a few words'),
      int('rating', '1 to 5'),
    ], 'The testimonials'),
  ]),
  block_tabs: block('block_tabs', 'tab', 'Tabs of use cases', [
    repeater('tabs', '{{ name }}', [
      str('name', 'Tab label'), str('icon', 'Icon name'), text('description'),
      repeater('items', '{{ title }}', [
        str('title'), text('description'), int('hours_saved_per_week'), str('roi', 'e.g. 300%'), str('timeline'),
        str('cost_range'), tags('features'), str('icon', 'Icon name'),
      ], 'Use cases of the tab'),
    ], 'The tabs, in order'),
    int('mobile_visible_tabs', 'Tabs shown on phones before "show more"'),
    int('mobile_visible_items', 'Use cases shown on phones before "show more"'),
    str('more_text', 'Label of the "show more" button'),
  ]),
  block_stats: block('block_stats', 'query_stats', 'Key figures (ROI)', [
    str('headline_value', 'The big figure'), str('headline_label', 'Its label'), str('group_title', 'Title of the figure group'),
    stats('group_stats', 'Figures of the group'), stats('stats', 'Further figures'),
  ]),
  block_steps: block('block_steps', 'timeline', 'Numbered steps (a timeline)', [
    repeater('steps', '{{ number }}. {{ title }}', [
      str('number', 'e.g. 01'), str('title'), str('duration', 'e.g. Week 1'), text('description'), str('icon', 'Icon name'),
    ], 'The steps, in order'),
    str('total_label', 'Label of the total'), str('total_value', 'e.g. 4-6 weeks'),
  ]),
  block_cta: block('block_cta', 'ads_click', 'Call to action (final section or sticky bar)', [
    text('offer', 'The offer in a sentence'), str('button_text'), tags('button_tags', 'Short points next to the button'),
    iconLabels('reassurances', 'Reassurances under the button'), iconLabels('trust_strip', 'Trust marks under the section'),
    repeater('bars', '{{ name }}', [
      str('name', 'Which bar (e.g. mobile, desktop)'), str('headline'), str('subline'), str('button_text'),
    ], 'Sticky bars (sticky_bar variant)'),
  ]),
};
