import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { z } from "zod";
import { createApp } from "../src/app";
import type { Database } from "../src/sqlite";
import { openDatabase } from "../src/db";
import { makePng, twoTonePng } from "../src/png";
import { seed } from "../src/seed";

// An in-process upstream on a fresh temporary database and upload folder, for tests.

export const PUBLIC_URL = "http://upstream.test";

export const accounts = {
  admin: { email: "admin@lawha.test", password: "Admin#2024" },
  editor: { email: "editor@lawha.test", password: "Editor#2024" },
  moderator: { email: "moderator@lawha.test", password: "Moderator#2024" },
  moderator2: { email: "moderator2@lawha.test", password: "Moderator#2024" },
} as const;

export type FormValue = string | Blob | readonly string[];
export type RequestOptions = {
  method?: string;
  token?: string;
  lang?: "ar" | "en";
  /** Sent as multipart/form-data; arrays are appended under the same key. */
  form?: Record<string, FormValue>;
  json?: unknown;
  urlencoded?: Record<string, string>;
  headers?: Record<string, string>;
};
export type ApiResponse = { status: number; body: unknown; headers: Headers };

export type Harness = Awaited<ReturnType<typeof startUpstream>>;

export async function startUpstream(options: { tokenTtlSeconds?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "lawha-upstream-"));
  const uploadDir = join(dir, "uploads");
  const db: Database = openDatabase(join(dir, "upstream.sqlite"));
  const clock = { now: new Date("2026-03-15T09:00:00.000Z") };
  await seed({ db, uploadDir, now: clock.now });
  const app = createApp({
    db,
    uploadDir,
    publicUrl: PUBLIC_URL,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 1800,
    now: () => clock.now,
  });

  async function request(path: string, init: RequestOptions = {}): Promise<ApiResponse> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (init.lang) headers.set("accept-language", init.lang);
    let body: BodyInit | undefined;
    if (init.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(init.form)) {
        if (typeof value === "string") form.append(key, value);
        else if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : "upload.bin");
        else for (const item of value) form.append(key, item);
      }
      body = form;
    } else if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    } else if (init.urlencoded) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.urlencoded).toString();
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    const response = await app.request(path, { method, headers, body });
    const type = response.headers.get("content-type") ?? "";
    const parsed: unknown = type.includes("application/json") ? await response.json() : await response.arrayBuffer();
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function login(account: keyof typeof accounts = "admin"): Promise<string> {
    const response = await request("/api/auth/login", { form: { ...accounts[account] } });
    if (response.status !== 200) throw new Error(`login ${account} failed: ${JSON.stringify(response.body)}`);
    return (response.body as { token: string }).token;
  }

  function close() {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }

  return { app, db, dir, uploadDir, clock, request, login, close };
}

/** Parses a response body with a contract schema, failing with the body in the message. */
export function expectShape<T extends z.ZodType>(schema: T, response: ApiResponse, status = 200): z.infer<T> {
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  const result = schema.safeParse(response.body);
  if (!result.success) {
    throw new Error(`response does not match the contract: ${result.error.message}\n${JSON.stringify(response.body)}`);
  }
  return result.data;
}

export function pngFile(name = "image.png"): File {
  return new File([new Uint8Array(twoTonePng([10, 80, 120], [240, 160, 40]))], name, { type: "image/png" });
}

/** A valid PNG larger than 2 MiB (random noise does not compress). */
export function largePngFile(): File {
  const size = 1000;
  const noise = randomBytes(size * size * 3);
  const png = makePng(size, size, (x, y) => {
    const i = (y * size + x) * 3;
    return [noise[i] ?? 0, noise[i + 1] ?? 0, noise[i + 2] ?? 0];
  });
  return new File([new Uint8Array(png)], "large.png", { type: "image/png" });
}
