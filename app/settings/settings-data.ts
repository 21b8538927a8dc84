import type { SubmissionResult } from "@conform-to/react";
import type { Settings } from "../../contract/schemas";

/**
 * What the settings page's server hands its forms. One page, five independent forms: each posts an
 * `intent`, and the action answers `{ intent, result }` so that only the form that was submitted
 * shows the reply (its values and errors); ending the other sessions answers `{ sessionsError }`.
 */

export type SettingsIntent = "account" | "password" | "language" | "logo";

export interface SettingsData {
  account: { name: string; email: string; phoneCode: string; phoneNumber: string; avatar: string | null };
  dialCodes: string[];
  settings: Omit<Settings, "logo"> & { logo: string | null };
}

export type SettingsReply = { intent: SettingsIntent; result: SubmissionResult<string[]> } | { sessionsError: string };
