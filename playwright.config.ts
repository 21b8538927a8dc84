import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBrowser } from "./scripts/test/browser.mjs";

const DASHBOARD_PORT = Number(process.env.E2E_PORT ?? 3100);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
const FAULT_PORT = Number(process.env.E2E_FAULT_PORT ?? 4101);
const FAULT_DASHBOARD_PORT = Number(process.env.E2E_FAULT_DASHBOARD_PORT ?? 3101);
const STEADY_FAULT_PORT = Number(process.env.E2E_STEADY_FAULT_PORT ?? 4109);
const STEADY_DASHBOARD_PORT = Number(process.env.E2E_STEADY_DASHBOARD_PORT ?? 3109);

// Debian's headless shell where it exists (CI, this machine), its full chromium next; Playwright's
// own browser elsewhere (scripts/test/browser.mjs).
const executablePath: string | undefined = testBrowser();

const dashboardEnv = {
  NODE_ENV: "production",
  LAWHA_TEST_MODE: "1",
  SESSION_SECRET: "e2e-secret-one,e2e-secret-old",
  LOGIN_MAX_FAILURES: "50",
  // Every test logs in from 127.0.0.1: the per-IP and per-user limits are proven on their own
  // instances (tests/e2e/security.spec.ts), not here.
  LOGIN_IP_MAX_FAILURES: "1000",
  USER_POST_LIMIT: "5000",
};

const bin = (name: string) => path.join(import.meta.dirname, "node_modules", ".bin", name);
const remixServe = [path.join(import.meta.dirname, "node_modules/@remix-run/serve/dist/cli.js"), "build/server/index.js"];
const upstreamData = `data/e2e-${UPSTREAM_PORT}`;

const SERVERS = [
  {
    name: "upstream",
    command: bin("tsx"),
    args: ["upstream/src/main.ts"],
    // A fresh database and upload folder for every run.
    fresh: upstreamData,
    env: {
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_PUBLIC_URL: `http://127.0.0.1:${UPSTREAM_PORT}`,
      UPSTREAM_DB_FILE: `${upstreamData}/upstream.sqlite`,
      UPLOAD_DIR: `${upstreamData}/uploads`,
      // Tokens outlive the session's own 12-hour limit, so that limit shows on the test clock
      // (security spec, B7); a token's expiry is tested with the fault upstream's 2-second one.
      UPSTREAM_TOKEN_TTL: String(13 * 60 * 60),
    },
    urls: [`http://127.0.0.1:${UPSTREAM_PORT}/api/health`],
  },
  {
    name: "dashboard",
    command: process.execPath,
    args: remixServe,
    env: { ...dashboardEnv, PORT: String(DASHBOARD_PORT), API_URL: `http://127.0.0.1:${UPSTREAM_PORT}` },
    urls: [`http://127.0.0.1:${DASHBOARD_PORT}/login`],
  },
  {
    name: "fault upstream",
    command: bin("tsx"),
    args: ["tests/support/fault-upstream-main.ts"],
    env: { FAULT_PORT: String(FAULT_PORT), STEADY_FAULT_PORT: String(STEADY_FAULT_PORT) },
    urls: [`http://127.0.0.1:${FAULT_PORT}/api/health`, `http://127.0.0.1:${STEADY_FAULT_PORT}/api/health`],
  },
  {
    name: "dashboard on the fault upstream",
    command: process.execPath,
    args: remixServe,
    env: { ...dashboardEnv, PORT: String(FAULT_DASHBOARD_PORT), API_URL: `http://127.0.0.1:${FAULT_PORT}`, API_TIMEOUT_MS: "1500" },
    urls: [`http://127.0.0.1:${FAULT_DASHBOARD_PORT}/login`],
  },
  {
    name: "dashboard on the steady fault upstream",
    command: process.execPath,
    args: remixServe,
    env: { ...dashboardEnv, PORT: String(STEADY_DASHBOARD_PORT), API_URL: `http://127.0.0.1:${STEADY_FAULT_PORT}`, API_TIMEOUT_MS: "1500" },
    urls: [`http://127.0.0.1:${STEADY_DASHBOARD_PORT}/login`],
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry: on a loaded 2-core machine a rare timing failure should not sink a whole run, and
  // a test that needed it is reported by name as flaky (scripts/test/test.mjs), not hidden. A test
  // that fails twice fails. E2E_RETRIES=0 shows every first failure.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${DASHBOARD_PORT}`,
    // A trace of the retry of a failed test. Recording one for every test (then dropping it) cost
    // about a fifth of the run; E2E_TRACE=retain-on-failure records the first failure too.
    trace: (process.env.E2E_TRACE as "on" | "retain-on-failure" | undefined) ?? "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // V8's baseline compiler only (no Maglev, no TurboFan): a test's page lives a few seconds,
        // too short for the optimising compilers to pay for themselves on two busy cores. Same
        // JavaScript semantics; the renderers' CPU in the end-to-end run about a tenth lower.
        // `npm run bench` keeps the browser's defaults.
        "--js-flags=--max-opt=1",
      ],
    },
  },
  projects: [
    {
      name: "js-on",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      grepInvert: /@no-js-only/,
    },
    {
      name: "js-off",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      grepInvert: /@js-only/,
      // The fault upstream's mode is global: one project drives it (the spec checks no-JS itself).
      testIgnore: /upstream-failures\.spec\.ts/,
    },
  ],
  // The servers start side by side (scripts/test/servers.mjs): a fresh reference upstream with its
  // demo data and the dashboard on it; the fault-injecting upstreams (one whose mode
  // upstream-failures.spec.ts switches, one that stays "ok") and a dashboard on each.
  webServer: {
    command: "node scripts/test/servers.mjs",
    wait: { stdout: /^e2e servers ready$/m },
    env: { E2E_SERVERS: JSON.stringify(SERVERS) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
