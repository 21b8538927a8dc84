// @ts-check
// Starts the end-to-end run's servers side by side and prints one line when every one of them
// answers: Playwright starts the entries of `webServer` one after another, each after the last is
// ready, and four in a row cost the run about five seconds before its first test.
//
// The servers come from playwright.config.ts as JSON in E2E_SERVERS: a name, a command with its
// arguments, extra environment, a folder to empty first, and the URLs that answer once it is up.
// They stay in this process's group, so Playwright's stop at the end of the run reaches them all.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/** @typedef {{ name: string; command: string; args: string[]; env: Record<string, string>; urls: string[]; fresh?: string }} Server */

/** @type {Server[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) {
  console.error("servers.mjs: E2E_SERVERS lists no server");
  process.exit(2);
}

const children = servers.map((server) => {
  if (server.fresh) rmSync(server.fresh, { recursive: true, force: true });
  const child = spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    console.error(`${server.name} exited (${signal ?? code}) before the run ended`);
    process.exit(1);
  });
  return child;
});

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}

/** Whether the URL answers with a status below 500. */
async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}

const started = Date.now();
await Promise.all(
  servers.flatMap((server) =>
    server.urls.map(async (url) => {
      while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 50));
      console.log(`${server.name} answers at ${url} (${Date.now() - started} ms)`);
    }),
  ),
);
console.log("e2e servers ready");
