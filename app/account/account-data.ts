import type { SubmissionResult } from "@conform-to/react";
import type { TwoStepSecret } from "~/components/two-step";

/** What "My account"'s server hands its page: the own name and phone, the two-step login's state and the live sessions. */

/** An optional extension the upstream does not offer is `offered: false`, with no error (or the failure's message). */
export type TwoStepState = { offered: true; enabled: boolean; required: boolean; recovery_codes_left: number } | { offered: false; error: string | null };

/** The own name and phone as the form starts with them; the phone split by the countries' dial codes. */
export interface Profile {
  name: string;
  phoneCode: string;
  phoneNumber: string;
  dialCodes: string[];
}

interface SessionView {
  id: number;
  device: string;
  ip: string | null;
  started: string;
  lastActive: string;
  current: boolean;
}

export type SessionsState = { offered: true; list: SessionView[] } | { offered: false; error: string | null };

/** Each form posts an `intent`; the action answers `{ intent, … }` so that only the submitted form shows it. */
export type AccountReply =
  | { intent: "profile"; result: SubmissionResult<string[]> }
  | { intent: "password"; result: SubmissionResult<string[]> }
  | { intent: "two-step-start"; secret: TwoStepSecret }
  | { intent: "two-step-confirm"; secret?: TwoStepSecret; error: string }
  | { intent: "two-step-confirmed"; recoveryCodes: string[] }
  | { intent: "two-step-disable"; errors: { password?: string[]; code?: string[] } }
  | { intent: "two-step-codes"; errors: { password?: string[] } }
  | { intent: "sessions"; error: string };

/** The reply when it answers one of these intents, or nothing. */
export function replyTo<I extends AccountReply["intent"]>(reply: AccountReply | undefined, ...intents: I[]): Extract<AccountReply, { intent: I }> | undefined {
  return reply && (intents as string[]).includes(reply.intent) ? (reply as Extract<AccountReply, { intent: I }>) : undefined;
}
