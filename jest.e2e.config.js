/** Browser tests: playwright-core + Debian Chromium against the built site (see scripts/run-e2e.mjs). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/e2e"],
  testMatch: ["**/*.e2e.ts"],
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  testTimeout: 60000,
}
