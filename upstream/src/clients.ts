import { Hono } from "hono";
import { formFields } from "../../contract/fields";
import { checkConfirmation } from "./auth";
import { readInput } from "./body";
import type { AppEnv, Deps } from "./http";
import { addError, hasErrors, message, requirePermission, validationError } from "./http";
import { translate } from "./i18n";
import { hashPassword } from "./passwords";
import { validateFields } from "./validate";

/** POST /profile/password: staff set a client's password. */
export function clientRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/profile/password", async (c) => {
    requirePermission(c, "update profiles");
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.clientPassword, input, {
      lang: c.var.lang,
      mode: "store",
      refExists: () => true,
    });
    const clientId = values.get("client_id");
    if (typeof clientId === "number" && !deps.db.prepare("SELECT 1 FROM clients WHERE id = ?").get(clientId)) {
      addError(errors, "client_id", translate(c.var.lang, "exists"));
    }
    checkConfirmation(values, errors, c.var.lang);
    if (hasErrors(errors)) throw validationError(errors);
    deps.db
      .prepare("UPDATE clients SET password_hash = ?, updated_at = ? WHERE id = ?")
      .run(await hashPassword(String(values.get("password"))), deps.now().toISOString(), clientId);
    return c.json({ message: message(c, "passwordChanged") });
  });
  return routes;
}
