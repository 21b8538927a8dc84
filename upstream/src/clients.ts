import { Hono } from "hono";
import { formFields } from "../../contract/fields";
import { recordSecretChange } from "./activity";
import { readInput } from "./body";
import type { AppEnv, Deps } from "./http";
import { addError, hasErrors, message, requirePermission, validationError } from "./http";
import { translate } from "./i18n";
import { hashPassword } from "./passwords";
import { checkConfirmation, validateFields } from "./validate";

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
    if (typeof clientId === "number" && !deps.db.prepare("SELECT 1 FROM clients WHERE id = ? AND deleted_at IS NULL").get(clientId)) {
      addError(errors, "client_id", translate(c.var.lang, "exists"));
    }
    checkConfirmation(values, errors, c.var.lang);
    if (hasErrors(errors)) throw validationError(errors);
    const hash = await hashPassword(String(values.get("password")));
    const now = deps.now().toISOString();
    deps.db.transaction(() => {
      deps.db.prepare("UPDATE clients SET password_hash = ?, updated_at = ? WHERE id = ?").run(hash, now, clientId);
      const name = deps.db.prepare("SELECT name FROM clients WHERE id = ?").pluck().get(clientId) as string;
      // Only that the password changed.
      recordSecretChange(deps, { userId: c.var.user.id, resource: "profile", recordId: Number(clientId), label: name, field: "password", now });
    })();
    return c.json({ message: message(c, "passwordChanged") });
  });
  return routes;
}
