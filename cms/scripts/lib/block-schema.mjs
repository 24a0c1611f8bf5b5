// The block collections as Directus defines them (define-schema.mjs): every block starts with its
// variant, anchor and heading; lists are repeaters. Field names and order follow BLOCKS in contract.mjs
// (checked by define-schema.mjs), sub-fields follow the build's collections.ts (checked by a unit test).
import { anchor, bool, choice, file, html, int, repeater, required, str, tags, text } from './schema-fields.mjs';

/** The looks of each block type (the `variant` dropdown); the site renders one component per variant. */
export const VARIANTS = {
  block_hero: ['landing', 'page', 'project'],
  block_cards: [
    'platforms', 'icon_cards', 'values', 'places', 'showcase', 'tech_list', 'core_features', 'icon_benefits', 'social_platforms',
    'check_list', 'icon_grid', 'platform_grid', 'tools_highlights', 'feature_cards', 'icon_benefits_alt', 'model_tiles',
    'icon_benefits_grid', 'verticals', 'key_features',
  ],
  block_comparison: ['before_after', 'cost_columns', 'challenges_solutions'],
  block_testimonials: ['cards', 'slider'],
  block_tabs: ['automation_use_cases', 'ai_use_cases', 'service_categories', 'technology', 'platforms', 'technology_light'],
  block_stats: ['roi', 'overview', 'row', 'count_up', 'tiles', 'project_overview', 'results'],
  block_steps: ['timeline', 'framework', 'journey', 'numbered'],
  block_cta: ['final', 'sticky_bar', 'panel', 'booking', 'notice', 'not_found', 'banner', 'lead_box'],
  block_projects: ['success_stories', 'featured', 'related', 'all'],
  block_rich_text: ['legal_document'],
  block_form: ['contact_section', 'contact_details'],
  block_records: ['services', 'industries', 'reviews', 'jobs'],
  block_faq: ['accordion'],
  block_gallery: ['grid'],
};

/** The looks of a panel's buttons (src/components/ui/Button.tsx). */
const BUTTON_LOOKS = ['primary', 'secondary', 'ghost', 'light'];

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
const stats = (field, note, ...more) => repeater(field, '{{ value }} {{ label }}', [str('value', 'e.g. 40%'), str('label'), ...more], note);
/** A link: a site path (/contact), an https URL, mailto: or tel: (the build drops any other). */
const link = (field, note = 'A site path (/contact) or an https, mailto: or tel: URL') => str(field, note);

/** Link buttons, each with its look; action "booking" goes to the site's booking link. */
const buttons = (note) => repeater('buttons', '{{ text }}', [
  str('text'), link('link'),
  choice('variant', 'The button\'s look (empty: the first is the main one)', BUTTON_LOOKS.map((v) => [v, sentence(v)])),
  choice('action', 'Goes to the settings\' booking or WhatsApp link instead of its own', [['booking', 'Booking'], ['whatsapp', 'WhatsApp']]),
], note);

const block = (collection, icon, note, fields) => ({
  meta: { icon, note, group: BLOCKS_GROUP, display_template: '{{heading}}' },
  fields: [...header(collection), ...fields],
});

/** Collection meta and fields (after `id`) of every block collection. */
export const BLOCK_DEFINITIONS = {
  block_hero: block('block_hero', 'web_asset', 'A page\'s hero: heading, proof stats, call to action or in-page links', [
    str('badge', 'Small label above the heading'), stats('stats', 'Proof figures under the text'),
    str('button_text'), tags('button_tags', 'Short points next to the button'),
    iconLabels('reassurances', 'Reassurances under the button'),
    repeater('links', '{{ label }}', [str('label'), anchor('anchor', 'The section to jump to (its anchor)')], 'In-page links next to the button (page variant)'),
  ]),
  block_cards: block('block_cards', 'view_module', 'A grid of cards (platforms, icon cards, values, places)', [
    repeater('items', '{{ name }}{{ title }}', [
      str('name'), link('logo', 'Logo or image icon: a site path (/images/x.svg) or https URL'), str('highlight', 'Short emphasis'),
      text('description'), tags('tags'), int('number', 'The card\'s number, when numbered'), str('title'), str('subtitle'),
      str('badge', 'Small label on the card'), str('icon', 'Icon name'), tags('features', 'Points of the card'),
      str('button_text', 'A button on the card (feature cards, verticals variants)'), link('button_link', 'Its link (empty: the site\'s booking link)'),
      link('link', 'Where the card leads (verticals variant: labelled by the block\'s button text)'),
      bool('highlighted', 'An accent ring around the card (key features variant)'),
    ], 'The cards (tools and highlights variant: a card with a logo is a tool, one without is a highlight)'),
    file('image', 'A picture beside the cards (places variant)'),
    str('image_alt', 'What the picture shows (for screen readers)'),
    str('footnote_label', 'Label of the line under the cards'), text('footnote', 'The line under the cards'),
    str('button_text', 'A button under the cards (tech list variant); each card\'s link label (verticals)'), link('button_link', 'Its link (empty: the site\'s booking link)'),
    str('more_heading', 'Showcase variant: the heading of the items past the first four; {name} is the page\'s name'),
  ]),
  block_comparison: block('block_comparison', 'compare_arrows', 'Columns side by side (before/after, cost options, challenges/solutions)', [
    repeater('columns', '{{ title }}', [
      str('title'), str('label', 'Small label above the title'), str('cost'), str('cost_caption'), str('timeline'),
      tags('points', 'Bullet points'),
      repeater('items', '{{ short_title }}{{ title }}', [
        str('short_title'), str('long_title'), text('short_description'), text('long_description'), str('icon', 'Icon name'),
        str('title'), text('description'), tags('points', 'Bullet points'), str('badge', 'Small label on the entry'),
      ], 'Entries of the column'),
      str('more_text', 'Label of the "show more" button'),
    ], 'The columns, in order'),
    int('mobile_visible_count', 'Entries shown on phones before "show more"'),
    str('summary_value', 'Figure under the columns'), str('summary_label', 'Its label'),
  ]),
  block_testimonials: block('block_testimonials', 'format_quote', 'Client quotes as cards', [
    repeater('items', '{{ source }}: {{ business_type }}, {{ city }}', [
      str('source', 'Who said it'), text('quote'), str('business_type'), str('city'), str('outcome', 'The result, in a few words'),
      int('rating', '1 to 5'), str('name', 'The person (slider variant)'), str('title', 'Their role and company (slider variant)'),
    ], 'The testimonials'),
  ]),
  block_tabs: block('block_tabs', 'tab', 'Tabs of entries (use cases, service categories, technologies)', [
    repeater('tabs', '{{ name }}', [
      str('name', 'Tab label'), str('icon', 'Icon name'), text('description'),
      repeater('items', '{{ title }}', [
        str('title'), text('description'), int('hours_saved_per_week'), str('roi', 'e.g. 300%'), str('timeline'),
        str('cost_range'), tags('features'), str('icon', 'Icon name'), str('badge', 'Small label on the entry'),
        link('logo', 'Logo: a site path or https URL'), str('highlight', 'A key figure, e.g. 400+'), str('highlight_label', 'Its label'),
      ], 'Entries of the tab'),
    ], 'The tabs, in order'),
    int('mobile_visible_tabs', 'Tabs shown on phones before "show more"'),
    int('mobile_visible_items', 'Use cases shown on phones before "show more"'),
    str('more_text', 'Label of the "show more" button'),
  ]),
  block_stats: block('block_stats', 'query_stats', 'Key figures (ROI, overview)', [
    str('headline_value', 'The big figure'), str('headline_label', 'Its label'), str('group_title', 'Title of the figure group'),
    stats('group_stats', 'Figures of the group'),
    stats('stats', 'Further figures', text('description'), str('icon', 'Icon name')), tags('points', 'Bullet points beside the figures'),
  ]),
  block_steps: block('block_steps', 'timeline', 'Numbered steps (a timeline, a framework, a journey)', [
    repeater('steps', '{{ number }}. {{ title }}', [
      str('number', 'e.g. 01'), str('title'), str('duration', 'e.g. Week 1'), text('description'), str('icon', 'Icon name'),
      tags('features', 'Points of the step'),
    ], 'The steps, in order'),
    str('total_label', 'Label of the total'), str('total_value', 'e.g. 4-6 weeks'),
    str('features_label', 'Heading over each step\'s points'),
  ]),
  block_cta: block('block_cta', 'ads_click', 'Call to action (final section, sticky bar or a panel of buttons)', [
    text('offer', 'The offer in a sentence'), str('button_text'), tags('button_tags', 'Short points next to the button'),
    iconLabels('reassurances', 'Reassurances under the button'), iconLabels('trust_strip', 'Trust marks under the section'),
    repeater('bars', '{{ name }}', [
      str('name', 'Which bar (e.g. mobile, desktop)'), str('headline'), str('subline'), str('button_text'),
    ], 'Sticky bars (sticky_bar variant)'),
    buttons('Buttons of the panel (panel, notice and not found variants)'),
    stats('stats', 'Figures beside the call to action (banner variant)'),
  ]),
  block_projects: block('block_projects', 'work', 'Projects: written cards with figures (a card titled as a portfolio project links to it), or the featured portfolio projects', [
    stats('stats', 'Figures over the cards'),
    repeater('items', '{{ title }}', [
      str('title', 'A portfolio project\'s title shows its image and links to it'), text('description'),
      link('image', 'Image: a site path or https URL (a portfolio project\'s image wins)'), tags('tags'), tags('points', 'Results'),
    ], 'The project cards (success stories variant)'),
    int('limit', 'How many featured portfolio projects to show (featured variant)'),
    str('button_text', 'A button under the cards (related variant)'), link('button_link'),
  ]),
  block_rich_text: block('block_rich_text', 'subject', 'Titled sections of formatted text (a legal document)', [
    str('subtitle', 'Line under the heading (e.g. last updated)'), text('note', 'A note before the sections'),
    repeater('sections', '{{ title }}', [
      anchor('anchor', 'The section\'s id (#anchor): lower-case words joined by hyphens'), str('title'),
      html('body', 'The section\'s text (links, lists, emphasis)'),
    ], 'The sections, in order'),
  ]),
  block_form: block('block_form', 'contact_mail', 'The copy around the contact form (contact section), or the ways to reach us without it (contact details)', [
    iconLabels('reassurances', 'Trust points beside the form (contact section) or lines under the email and phone (contact details)'),
    str('button_text', 'The button that opens the form in a dialog on phones (contact section)'),
    str('dialog_title', 'Heading of that dialog'),
    buttons('Buttons under the contact details (contact details variant)'),
    file('image', 'A picture beside the contact details'),
    str('image_alt', 'What the picture shows (for screen readers)'),
  ]),
  block_records: block('block_records', 'dataset', 'Records of a collection: the services, industries, client reviews or open jobs (edited in their own collections)', [
    int('limit', 'How many records to show (empty: all)'),
    str('link_text', 'Label of each record\'s link (reviews: the booking link; jobs: Apply Now)'),
    buttons('Buttons under the records'),
    str('empty_heading', 'Heading shown when there are no records'), text('empty_text', 'Text shown when there are no records'),
    str('button_text', 'Button shown when there are no records (jobs: the open application by e-mail)'),
  ]),
  block_faq: block('block_faq', 'quiz', 'Frequently asked questions', [
    repeater('items', '{{ question }}', [str('question'), text('answer')], 'The questions and their answers, in order'),
  ]),
  // Images are site paths or URLs, as in the other repeaters: a repeater row cannot hold a file relation.
  block_gallery: block('block_gallery', 'photo_library', 'Pictures with captions (a case study\'s gallery)', [
    repeater('images', '{{ caption }}', [
      link('image', 'The picture: a site path (/assets/x.webp) or https URL'), str('caption', 'Shown over the picture on hover or focus'),
      str('alt', 'What the picture shows (for screen readers)'),
    ], 'The pictures, in order'),
  ]),
};
