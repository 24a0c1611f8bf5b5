// block_cta: eight looks become six shapes named by what they show. The service pages' booking box
// is a panel in a box (`boxed`) whose one button is a booking button; the not-found page's notice is
// a notice with its code over the heading (`code`, "404", written in the component until now). The
// new fields go at the end, where the contract puts them (and an export writes them).
export const description = 'block_cta: booking -> panel (boxed, a booking button), not_found -> notice (code), final -> offer, banner -> beside_figures';

const RENAMED = { final: 'offer', banner: 'beside_figures' };

/** The block with `boxed` and `code` last (unset where its old look had none), before its translations, which end every item. */
const withOptions = ({ boxed = false, code = null, translations, ...block }, options) => ({ ...block, boxed, code, ...options, ...(translations && { translations }) });

export function migrate(content) {
  content.block_cta = (content.block_cta ?? []).map((block) => {
    if (block.layout === 'booking') {
      const button = { text: block.button_text, link: null, variant: null, action: 'booking' };
      return withOptions({ ...block, layout: 'panel', button_text: null, buttons: [button] }, { boxed: true });
    }
    if (block.layout === 'not_found') return withOptions({ ...block, layout: 'notice' }, { code: '404' });
    const layout = Object.prototype.hasOwnProperty.call(RENAMED, block.layout) ? RENAMED[block.layout] : block.layout;
    return withOptions({ ...block, layout }, {});
  });
}
