import { defineConfig } from "vitest/config";

// The tests that read the production build (issue 7 byte budgets): `npm test` runs them after
// the build step, separately from the unit tests that need no build.
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
  },
});
