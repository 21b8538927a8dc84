// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own download (a developer laptop). With `--ensure`, installs one when none
// is found: Debian's package via apt-get when running as root on Debian, Playwright's download
// elsewhere; otherwise it stops and prints the exact command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { aptInstall, canUseApt, isDebian } from "./apt.mjs";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

export function systemChromium() {
  return CANDIDATES.find((p) => existsSync(p));
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

export async function findBrowser() {
  return systemChromium() ?? (await playwrightChromium());
}

async function ensure() {
  const found = await findBrowser();
  if (found) {
    console.log(`[browser] using ${found}`);
    return;
  }
  if (canUseApt()) {
    aptInstall("browser", "chromium");
  } else if (!isDebian()) {
    console.log("[browser] downloading Playwright's chromium …");
    const r = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
    if (r.status !== 0) fail();
  } else {
    fail();
  }
  if (!(await findBrowser())) fail();
}

function fail() {
  console.error(
    "[browser] No Chromium found. Install one and run the tests again:\n" +
      "  Debian/Ubuntu: sudo apt-get install -y chromium\n" +
      "  elsewhere:     npx playwright install chromium\n" +
      "  or point CHROMIUM_PATH at a Chromium/Chrome binary.",
  );
  process.exit(1);
}

if (process.argv.includes("--ensure")) await ensure();
