// @ts-check
// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's headless shell, then
// Debian's full chromium, then Playwright's own download (a developer laptop). With `--ensure`,
// installs Debian's headless shell via apt-get when running as root on Debian, Playwright's
// download elsewhere; otherwise it stops and prints the exact command to run.
//
// The tests prefer the headless shell (Chromium's old headless mode, package
// chromium-headless-shell): the same engine without the browser's UI layers, and about 40 % less
// CPU per test than the full browser in its new headless mode on a 2-core machine
// (docs/perf/history.md). The client bench measures the full browser: it stands for a user's.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall, canUseApt, isDebian } from "./apt.mjs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

const firstExisting = (/** @type {Array<string | undefined>} */ paths) => paths.find((p) => p && existsSync(p));

/** The browser of the end-to-end tests, or undefined for Playwright's own (synchronous: the config reads it). */
export function testBrowser() {
  return firstExisting([process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...FULL]);
}

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** For the bench and the screenshots: a full Chromium (what a user runs), else the headless shell, else Playwright's. */
export async function findBrowser() {
  return firstExisting([process.env.CHROMIUM_PATH, ...FULL, HEADLESS_SHELL]) ?? (await playwrightChromium());
}

async function ensure() {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && canUseApt()) {
    try {
      aptInstall("browser", "chromium-headless-shell");
    } catch {
      // An older Debian without the package: the full browser does the same work, slower.
      if (!testBrowser()) aptInstall("browser", "chromium");
    }
  }
  const found = async () => testBrowser() ?? (await playwrightChromium());
  if (!(await found()) && !isDebian()) {
    console.log("[browser] downloading Playwright's chromium …");
    const r = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
    if (r.status !== 0) fail();
  }
  const browser = await found();
  if (!browser) fail();
  console.log(`[browser] using ${browser}`);
}

function fail() {
  console.error(
    "[browser] No Chromium found. Install one and run the tests again:\n" +
      "  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (or chromium)\n" +
      "  elsewhere:     npx playwright install chromium\n" +
      "  or point CHROMIUM_PATH at a Chromium/Chrome binary.",
  );
  process.exit(1);
}

if (process.argv.includes("--ensure")) await ensure();
