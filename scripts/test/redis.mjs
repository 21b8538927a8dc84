// Finds Debian's redis-server for the multi-instance test (tests/e2e/security.spec.ts): REDIS_SERVER,
// then /usr/bin/redis-server. With `--ensure`, installs it with apt-get when running as root on
// Debian (as scripts/test/browser.mjs does for chromium); otherwise it stops with the command to run.
import { existsSync } from "node:fs";
import { aptInstall, canUseApt } from "./apt.mjs";

const CANDIDATES = [process.env.REDIS_SERVER, "/usr/bin/redis-server", "/usr/local/bin/redis-server"].filter(Boolean);

export function findRedisServer() {
  return CANDIDATES.find((p) => existsSync(p));
}

function ensure() {
  const found = findRedisServer();
  if (found) {
    console.log(`[redis] using ${found}`);
    return;
  }
  if (canUseApt()) aptInstall("redis", "redis-server");
  if (!findRedisServer()) {
    console.error(
      "[redis] No redis-server found. Install one and run the tests again:\n" +
        "  Debian/Ubuntu: sudo apt-get install -y redis-server\n" +
        "  elsewhere:     your package manager's redis, or point REDIS_SERVER at the binary.",
    );
    process.exit(1);
  }
}

if (process.argv.includes("--ensure")) ensure();
