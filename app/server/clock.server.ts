import { getEnv } from "./env.server";

/**
 * The time as the session rules see it. In test mode only (LAWHA_TEST_MODE=1, set by the e2e
 * configuration) a request may carry `X-Lawha-Test-Now: <epoch ms>` so a test can check the
 * 30-minute idle and 12-hour absolute limits and the upstream token's expiry without waiting;
 * everywhere else the header is ignored.
 */
export const TEST_NOW_HEADER = "x-lawha-test-now";

export function nowOf(request: Request): number {
  if (getEnv().LAWHA_TEST_MODE === "1") {
    const fake = Number(request.headers.get(TEST_NOW_HEADER));
    if (Number.isFinite(fake) && fake > 0) return fake;
  }
  return Date.now();
}
