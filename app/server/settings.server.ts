import { dataSchema, settingsSchema } from "../../contract/schemas";
import type { Upstream } from "./api.server";

const TTL_MS = 30_000;
let cached: { at: number; logo: string | null; defaultLanguage: "ar" | "en" } | null = null;

/**
 * The system logo for the frame. A missing logo must never break a page, so a failure here
 * means "no logo", and the value is kept for a short while to spare a round trip per page.
 */
export async function getSystemSettings(ctx: { api: Upstream }) {
  if (cached && Date.now() - cached.at < TTL_MS) return cached;
  const result = await ctx.api.tryGet("dashboard/pages/settings/1", dataSchema(settingsSchema));
  if (!result.ok) return { at: 0, logo: null, defaultLanguage: "ar" as const };
  cached = { at: Date.now(), logo: result.data.data.logo, defaultLanguage: result.data.data.default_language };
  return cached;
}

/** After the settings form saves, the frame shows the new logo at once. */
export function forgetSystemSettings() {
  cached = null;
}
