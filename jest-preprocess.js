// Jest transforms TS/TSX with the same Babel preset Gatsby uses (React's JSX runtime; files that use
// emotion's css prop opt into emotion's with a jsxImportSource pragma, as in the site's build).
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic" }],
    "@babel/preset-typescript",
  ],
}
module.exports = require("babel-jest").default.createTransformer(babelOptions)
