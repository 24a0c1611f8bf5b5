/** Unit tests (jsdom). Browser tests live in e2e/ and run through scripts/run-e2e.mjs. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__", "<rootDir>/plugins"],
  testMatch: ["**/__tests__/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/cms", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@directus|feed)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
