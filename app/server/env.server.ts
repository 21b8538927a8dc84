import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/utils/zone";

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Requests that carry a file (uploads on a slow phone link). */
  API_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SESSION_SECRET: z.string().optional(),
  /**
   * Set by the e2e tests only: lets a test use a short-lived token without waiting 30 minutes,
   * and move the session clock with an `X-Lawha-Test-Now` header (app/server/clock.server.ts).
   */
  LAWHA_TEST_MODE: z.enum(["0", "1"]).default("0"),
  /**
   * How many reverse proxies stand in front of the dashboard (0: none, the default). Only then are
   * X-Forwarded-For (client IP), X-Forwarded-Proto (HTTPS: __Host- cookie, HSTS) and
   * X-Forwarded-Host believed. `true` counts as 1.
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v)))
    .pipe(z.number().int().min(0).max(10)),
  /**
   * Origins whose images the dashboard may fetch to shrink for lists and forms (comma-separated,
   * e.g. `https://cdn.example.com,https://api.example.com`). Empty: the API's own origin. Images
   * from anywhere else are shown as they are.
   */
  IMAGE_ORIGINS: z
    .string()
    .optional()
    .refine(
      (v) =>
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol)),
      { message: "a comma-separated list of http(s) origins" },
    ),
  /** Shared store for rate limits and live sessions when several instances run (redis://…). */
  REDIS_URL: z.string().optional(),
  /** Failed logins per client IP per minute before a 429. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  /** Failed logins per client IP and account in 15 minutes before a 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  /** Form submissions (POST) per user per minute. */
  USER_POST_LIMIT: z.coerce.number().int().positive().default(120),
  /** The company's time zone (IANA name): every time shown or exported, and every "today". */
  TIME_ZONE: z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, { message: "an IANA time zone name, e.g. Asia/Riyadh" }),
});

export type Env = z.infer<typeof schema> & { sessionSecrets: string[] };

let cached: Env | undefined;

/** Validated once at first use; a bad environment stops the server with a readable message. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const env = parsed.data;
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    // The development secret is public (it is in this file): production never signs with it.
    // `npm start` generates a random one and keeps it in data/ (scripts/run/start.mjs).
    if (env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1") {
      throw new Error("SESSION_SECRET must be set in production (comma-separated to rotate).");
    }
    secrets.push("lawha-development-secret-do-not-use-in-production");
  }
  cached = { ...env, API_URL: env.API_URL.replace(/\/+$/, ""), sessionSecrets: secrets };
  return cached;
}
