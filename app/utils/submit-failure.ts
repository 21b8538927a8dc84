import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * A submit that never reached the server (offline, connection reset, server down) costs nothing
 * typed. Every route with a form exports this `clientAction` and `shouldRevalidate`: the failure
 * becomes an action result instead of an error page, the page's data is not reloaded (that would
 * fail too and replace the page), the form stays as it is with every value and chosen file, and a
 * alert (app/components/offline-indicator.tsx) says what happened and offers to send the same form again.
 *
 * Without JavaScript nothing of this runs: the browser shows its own offline page and keeps the
 * form in its history.
 */

export type NetworkFailureKind = "offline" | "unreachable";
export interface NetworkFailure {
  networkFailure: NetworkFailureKind;
}

export const SUBMIT_FAILED_EVENT = "lawha:submit-failed";

/** fetch() rejects with a TypeError only when no answer came at all. */
function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === "NetworkError");
}

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const kind: NetworkFailureKind = navigator.onLine ? "unreachable" : "offline";
    window.dispatchEvent(new CustomEvent<NetworkFailureKind>(SUBMIT_FAILED_EVENT, { detail: kind }));
    const failure: NetworkFailure = { networkFailure: kind };
    return failure;
  }
}

export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return Boolean(value && typeof value === "object" && "networkFailure" in value);
}

/**
 * A refused submit: a form reply with errors (also inside the settings page's `{ intent, result }`),
 * an edit conflict, or a message of its own. Behind a clientAction the router no longer sees the
 * answer's 4xx status, by which it would skip reloading the page's data: this tells it instead.
 */
function isRefused(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const reply = value as { status?: unknown; result?: { status?: unknown } | null };
  return reply.status === "error" || reply.result?.status === "error" || "conflict" in value || "sessionsError" in value;
}

/**
 * After a submit that reached nobody, or that was refused, nothing is reloaded (the form stays as
 * it is, and a reload could fail too or end a session the refusal reported); otherwise as the route
 * would.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return !isNetworkFailure(actionResult) && !isRefused(actionResult) && defaultShouldRevalidate;
}
