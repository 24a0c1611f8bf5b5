// Directus field definitions (POST /fields bodies) for define-schema.mjs: one constructor per kind of
// field, so each kind looks and validates the same in every collection.
import { SLUG_PATTERN } from './contract.mjs';

const STATUS_CHOICES = [
  { text: 'Published', value: 'published', color: '#2ECDA7' },
  { text: 'Draft', value: 'draft', color: '#A2B5CD' },
  { text: 'Archived', value: 'archived', color: '#F7971C' },
];

/** 'short_title' -> 'Short Title': the label a repeater shows above a sub-field. */
const label = (field) => field.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

export const id = () => ({
  field: 'id', type: 'integer',
  meta: { interface: 'input', readonly: true, hidden: true },
  schema: { is_primary_key: true, has_auto_increment: true },
});
export const status = () => ({
  field: 'status', type: 'string',
  meta: {
    width: 'full', interface: 'select-dropdown', options: { choices: STATUS_CHOICES },
    display: 'labels', display_options: { showAsDot: true, choices: STATUS_CHOICES.map((c) => ({ ...c, foreground: '#FFFFFF', background: c.color })) },
    note: 'Only published items appear on the site',
  },
  schema: { default_value: 'draft', is_nullable: false },
});
export const sort = () => ({ field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true }, schema: {} });
export const str = (field, note, extra = {}) => ({ field, type: 'string', meta: { interface: 'input', width: 'half', note, ...extra }, schema: {} });
/** Long copy (descriptions, quotes): a multi-line input. */
export const text = (field, note) => ({ field, type: 'text', meta: { interface: 'input-multiline', note }, schema: {} });
export const html = (field, note) => ({ field, type: 'text', meta: { interface: 'input-rich-text-html', note }, schema: {} });
export const bool = (field, note) => ({
  field, type: 'boolean',
  meta: { interface: 'boolean', special: ['cast-boolean'], width: 'half', note },
  schema: { default_value: false },
});
export const int = (field, note, extra = {}) => ({ field, type: 'integer', meta: { interface: 'input', width: 'half', note, ...extra }, schema: {} });
export const file = (field, note) => ({
  field, type: 'uuid',
  meta: { interface: 'file-image', special: ['file'], display: 'image', width: 'half', note },
  schema: {},
});
export const json = (field, iface, note, options) => ({
  field, type: 'json', meta: { interface: iface, special: ['cast-json'], note, options }, schema: {},
});
/** A list of short strings (JSON array) edited as tags. */
export const tags = (field, note) => json(field, 'tags', note, { allowCustom: true });
export const m2o = (field, template, note) => ({
  field, type: 'integer',
  meta: { interface: 'select-dropdown-m2o', special: ['m2o'], options: { template }, display: 'related-values', display_options: { template }, note },
  schema: {},
});
/** A dropdown of fixed values ([value, text] pairs). */
export const choice = (field, note, choices, extra = {}) => str(field, note, {
  interface: 'select-dropdown', options: { choices: choices.map(([value, t]) => ({ text: t, value })) }, ...extra,
});
/** An in-page anchor (a section's id): optional, not unique, the slug pattern when set. */
export const anchor = (field, note) => str(field, note, {
  options: { slug: true, trim: true },
  validation: { _or: [{ [field]: { _null: true } }, { [field]: { _regex: SLUG_PATTERN } }] },
  validation_message: 'Lower-case letters and digits, words joined by single hyphens (e.g. use-cases)',
});
/** Required in the app and in the API (NOT NULL: Directus refuses a missing or null value with FAILED_VALIDATION). */
export const required = (def) => ({ ...def, meta: { ...def.meta, required: true }, schema: { ...def.schema, is_nullable: false } });

/** A field definition as a sub-field of a repeater (the list interface's `options.fields`). */
function subField(def) {
  const { interface: iface, width = 'full', options, note } = def.meta;
  return { field: def.field, name: label(def.field), type: def.type, meta: { field: def.field, type: def.type, interface: iface, width, options, note } };
}

/**
 * A repeater: a JSON list edited with Directus's list interface, each row with these sub-fields
 * (a repeater among them nests). `template` names a row in the collapsed list, e.g. '{{ title }}'.
 */
export const repeater = (field, template, fields, note) => json(field, 'list', note, { template, fields: fields.map(subField) });
