/**
 * Extra processes for tests that need their own: a throw-away redis-server, more dashboard
 * instances (the built app, as in production) with their own environment, stdout captured for log
 * checks, and a reference upstream with a fresh database of its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Instance {
  url: string;
  /** Every stdout line so far. */
  lines: string[];
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

function track(child: ChildProcess, lines: string[]): void {
  let partial = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr?.resume();
}

/** Instances still running: ended with this process, as their own process groups do not end with it. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/**
 * Starts an instance as a process group of its own (tsx runs the upstream in a child process), so
 * that stopping it ends all of it; one that fails to start is ended with this process.
 */
function launch(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/**
 * Asks the process group to end, and ends it 200 ms later if it has not: a test's own instance has
 * nothing to finish. (A dashboard would otherwise live on for about five seconds after its last
 * page: Remix keeps a timer per document for the end of its streamed data.)
 */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal("SIGTERM");
      setTimeout(() => signal("SIGKILL"), 200).unref();
    });
}

export async function startRedis(port: number, binary = process.env.REDIS_SERVER ?? "/usr/bin/redis-server"): Promise<Instance & { redisUrl: string }> {
  const child = launch(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"]);
  const lines: string[] = [];
  track(child, lines);
  await waitFor(async () => lines.some((l) => l.includes("Ready to accept connections")), "redis-server", child, 15_000);
  return { url: `redis://127.0.0.1:${port}`, redisUrl: `redis://127.0.0.1:${port}`, lines, stop: stopper(child) };
}

export async function startDashboard(port: number, env: Record<string, string>): Promise<Instance> {
  const cli = path.join(root, "node_modules/@remix-run/serve/dist/cli.js");
  const child = launch(process.execPath, [cli, "build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LAWHA_TEST_MODE: "1", ...env, PORT: String(port) },
  });
  const lines: string[] = [];
  track(child, lines);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/login`)).status === 200, `dashboard on ${port}`, child);
  return { url, lines, stop: stopper(child) };
}

/** A reference upstream with a fresh, seeded database under data/e2e-<port>/ (removed first). */
export async function startUpstream(port: number): Promise<Instance> {
  const dir = path.join(root, "data", `e2e-${port}`);
  rmSync(dir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const child = launch(path.join(root, "node_modules/.bin/tsx"), ["upstream/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_PUBLIC_URL: url,
      UPSTREAM_DB_FILE: path.join(dir, "upstream.sqlite"),
      UPLOAD_DIR: path.join(dir, "uploads"),
    },
  });
  const lines: string[] = [];
  track(child, lines);
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, `upstream on ${port}`, child);
  return { url, lines, stop: stopper(child) };
}

/** The hooks of a Playwright describe that `ownPair` registers (a `test` from the fixtures). */
interface DescribeHooks {
  beforeAll(fn: (args: { javaScriptEnabled: boolean }) => Promise<void>): void;
  afterAll(fn: () => Promise<void>): void;
  setTimeout(ms: number): void;
}

/**
 * An upstream with a fresh database and a dashboard on it, of a describe's own: for tests whose
 * changes every other page would see (the system's settings) or that need the demo data as seeded
 * (the last administrator). One pair per project, the project without JavaScript on the ports
 * after; started side by side in `beforeAll` (the dashboard needs its upstream only once it serves
 * a page) and stopped in `afterAll`. Call it in a serial describe; the dashboard's `url` and the
 * `upstreamUrl` are set once both answer.
 */
export function ownPair(test: DescribeHooks, options: { port: number; upstreamPort: number; sessionSecret: string }): { url: string; upstreamUrl: string } {
  const pair = { url: "", upstreamUrl: "" };
  let upstream: Instance | undefined;
  let dashboard: Instance | undefined;
  test.beforeAll(async ({ javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const shift = javaScriptEnabled ? 0 : 1;
    const upstreamPort = options.upstreamPort + shift;
    [upstream, dashboard] = await Promise.all([
      startUpstream(upstreamPort),
      startDashboard(options.port + shift, { API_URL: `http://127.0.0.1:${upstreamPort}`, SESSION_SECRET: options.sessionSecret }),
    ]);
    pair.url = dashboard.url;
    pair.upstreamUrl = upstream.url;
  });
  test.afterAll(async () => {
    await dashboard?.stop();
    await upstream?.stop();
  });
  return pair;
}
