// Gatsby with nothing of the site's: no plugins, the site's routing and JSX settings.
module.exports = {
  trailingSlash: "never",
  jsxRuntime: "automatic",
}
