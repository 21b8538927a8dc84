// Finds Debian's redis-server for the multi-instance test (tests/e2e/security.spec.ts): REDIS_SERVER,
// then /usr/bin/redis-server. With `--ensure`, installs it with apt-get when running as root on
// Debian (as scripts/browser.mjs does for chromium); otherwise it stops with the command to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

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
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (isRoot && isDebian) {
    console.log("[redis] installing Debian's redis-server with apt-get …");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "redis-server"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
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
