import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * A submit that never reached the server (offline, connection reset, server down) costs nothing
 * typed. Every route with a form exports this `clientAction` and `shouldRevalidate`: the failure
 * becomes an action result instead of an error page, the page's data is not reloaded (that would
 * fail too and replace the page), the form stays as it is with every value and chosen file, and a
 * banner (SubmitFailureBanner) says what happened and offers to send the same form again.
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

/** After a submit that reached nobody nothing is reloaded; otherwise as the route would. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return !isNetworkFailure(actionResult) && defaultShouldRevalidate;
}
