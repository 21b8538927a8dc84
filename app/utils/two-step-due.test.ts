import { describe, expect, it } from "vitest";
import { opensWhileTwoStepDue } from "./two-step-due";

describe("opensWhileTwoStepDue", () => {
  it.each(["/account", "/en/account", "/account.data", "/en/account.data", "/logout", "/en/logout", "/auth/logout", "/thumb/preview"])(
    "lets %s through: the set-up, logging out and pictures",
    (path) => {
      expect(opensWhileTwoStepDue(path)).toBe(true);
    },
  );

  it.each(["/", "/_root.data", "/en", "/orders", "/en/orders.data", "/accounts", "/account/x", "/users/3/security", "/setting", "/no-permission"])(
    "sends %s to the set-up",
    (path) => {
      expect(opensWhileTwoStepDue(path)).toBe(false);
    },
  );
});
