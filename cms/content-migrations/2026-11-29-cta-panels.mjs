// block_cta: the panel, the booking band beside figures and the light lead box were three layouts of
// one shape, a heading, a sentence and its buttons. They are one layout now, panel, with a `look`
// (band, box or light) in place of `boxed`: beside_figures becomes a band panel with its figures and
// a light booking button, lead_box a light panel whose `button_text` opens the lead form.
export const description = 'block_cta: beside_figures, lead_box -> panel (look: band, box, light, in place of boxed)';

const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

/** The block with `look` where `boxed` was (the contract's place for it). */
const withLook = (block, look) => Object.fromEntries(Object.entries(block).map(([key, value]) => (key === 'boxed' ? ['look', look] : [key, value])));

export function migrate(content) {
  content.block_cta = (content.block_cta ?? []).map((block) => {
    if (!has(block, 'boxed')) return block;
    // Migrated already: the older cta-shapes migration, run before this one, puts an unset `boxed` back.
    if (has(block, 'look')) {
      const { boxed: _unset, ...migrated } = block;
      return migrated;
    }
    if (block.layout === 'beside_figures') {
      const button = { text: block.button_text, link: null, variant: 'light', action: 'booking' };
      return withLook({ ...block, layout: 'panel', button_text: null, buttons: [button] }, 'band');
    }
    if (block.layout === 'lead_box') return withLook({ ...block, layout: 'panel' }, 'light');
    return withLook(block, block.layout === 'panel' ? (block.boxed ? 'box' : 'band') : null);
  });
}
