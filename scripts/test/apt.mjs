// @ts-check
// Installing a Debian package for the tests (scripts/test/browser.mjs, scripts/test/redis.mjs): only as root
// on Debian, where CI runs; elsewhere the callers print the command to run instead.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export function canUseApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && isDebian();
}

export function isDebian() {
  return existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
}

/** `apt-get update` then a quiet install without recommended extras. @param {string} tag @param {...string} packages */
export function aptInstall(tag, ...packages) {
  console.log(`[${tag}] installing Debian's ${packages.join(", ")} with apt-get …`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
