/** Stylesheets read as text (raw-loader) so they ship with the lazily loaded form, not the site-wide CSS. */
declare module "!!raw-loader!*" {
  const text: string
  export default text
}
