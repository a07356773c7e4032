import { defineConfig } from "vitest/config";

// One root config: every workspace is a project, so `npm test` runs all of them.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "textkit",
          root: "packages/textkit",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // The first test of a file loads the lexicon: seconds on a loaded shared machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Database tests share one PostgreSQL server when DATABASE_URL is set.
          fileParallelism: false,
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "e2e",
          root: "e2e",
          include: ["**/*.e2e.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 240_000,
          globalSetup: ["./setup/global-setup.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});
