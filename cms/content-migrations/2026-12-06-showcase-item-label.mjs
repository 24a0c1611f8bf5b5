// settings: the "Service 01" line over each section of a showcase's pane was written in the component,
// in English on every language's page. The settings now hold it ({number} filled in), as they hold the
// pane's other words; a language without it falls back to the English.
export const description = 'settings: showcase_item_label = "Service {number}"';

export function migrate(content) {
  const settings = content.settings;
  if (settings && typeof settings === 'object' && !('showcase_item_label' in settings)) settings.showcase_item_label = 'Service {number}';
}
