import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formConstraint } from "~/entities/constraints";
import { ENTITIES } from "~/entities/registry";
import { formSchema } from "~/entities/schema";
import { ClientPasswordSchema } from "~/schemas/client-password";
import { FollowUpSchema } from "~/schemas/follow-up";
import { LoginSchema } from "~/schemas/login";
import { ProfileSchema } from "~/schemas/account";
import { SETTINGS_SCHEMAS } from "~/schemas/settings";
import { CLIENT_PASSWORD_CONSTRAINT, FOLLOW_UP_CONSTRAINT, LOGIN_CONSTRAINT, PROFILE_CONSTRAINT, SETTINGS_CONSTRAINTS } from "./constraints";

/** What conform derives from a zod schema, as a plain object (it answers with a proxy). */
const fromZod = (schema: Parameters<typeof getZodConstraint>[0]) => ({ ...getZodConstraint(schema) });

// The browser renders the zod-free constraints; conform would render getZodConstraint's. Equal
// objects mean the same native attributes with and without zod, for every field of every form.
describe("zod-free native constraints equal conform's getZodConstraint", () => {
  for (const [area, descriptor] of Object.entries(ENTITIES)) {
    for (const mode of ["create", "edit"] as const) {
      it(`${area} (${mode})`, () => {
        expect(formConstraint(descriptor, mode)).toStrictEqual(fromZod(formSchema(descriptor, mode)));
      });
    }
  }

  it("login", () => expect(LOGIN_CONSTRAINT).toStrictEqual(fromZod(LoginSchema)));
  it("client password", () => expect(CLIENT_PASSWORD_CONSTRAINT).toStrictEqual(fromZod(ClientPasswordSchema)));
  it("order follow-up", () => expect(FOLLOW_UP_CONSTRAINT).toStrictEqual(fromZod(FollowUpSchema)));
  it("my account: name and phone", () => expect(PROFILE_CONSTRAINT).toStrictEqual(fromZod(ProfileSchema)));
  for (const [intent, schema] of Object.entries(SETTINGS_SCHEMAS)) {
    it(`settings: ${intent}`, () => expect(SETTINGS_CONSTRAINTS[intent as keyof typeof SETTINGS_CONSTRAINTS]).toStrictEqual(fromZod(schema)));
  }

  it("covers the kinds of constraint the forms use (the comparison above is not vacuous)", () => {
    const all = Object.values(ENTITIES).flatMap((d) => Object.values(formConstraint(d, "create")));
    for (const key of ["required", "minLength", "maxLength", "min", "max", "pattern", "multiple"] as const) {
      expect(
        all.some((c) => c[key] !== undefined && c[key] !== false),
        key,
      ).toBe(true);
    }
  });
});
