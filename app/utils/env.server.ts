import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  API_URL: z.string().url().default("http://127.0.0.1:4000"),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Requests that carry a file (uploads on a slow phone link). */
  API_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SESSION_SECRET: z.string().optional(),
  /** Set by the e2e tests only: lets a test use a short-lived token without waiting 30 minutes. */
  LAWHA_TEST_MODE: z.enum(["0", "1"]).default("0"),
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
  const secrets = (env.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0) {
    if (env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1" && !process.env.LAWHA_ALLOW_DEV_SECRET) {
      throw new Error("SESSION_SECRET must be set in production (comma-separated to rotate).");
    }
    secrets.push("lawha-development-secret-do-not-use-in-production");
  }
  cached = { ...env, API_URL: env.API_URL.replace(/\/+$/, ""), sessionSecrets: secrets };
  return cached;
}
