// Jest transforms TS/TSX with the same Babel preset Gatsby uses, plus Emotion's JSX runtime.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}
module.exports = require("babel-jest").default.createTransformer(babelOptions)
