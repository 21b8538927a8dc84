import { Hono } from "hono";
import { formFields } from "../../contract/fields";
import { diffValues, recordActivity, SETTINGS } from "./activity";
import { readInput } from "./body";
import type { AppEnv, Deps } from "./http";
import { apiError, hasErrors, idParam, message, requirePermission, validationError } from "./http";
import { removeUpload, saveUpload, uploadUrl } from "./uploads";
import { isImageUpload, validateFields } from "./validate";

type SettingsRow = { id: number; logo: string | null; default_language: "ar" | "en" };

export function settingsRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const load = () => db.prepare("SELECT id, logo, default_language FROM settings WHERE id = 1").get() as SettingsRow;
  const serialize = (row: SettingsRow) => ({
    id: row.id,
    logo: uploadUrl(deps.publicUrl, row.logo),
    default_language: row.default_language,
  });

  routes.get("/pages/settings/:id", (c) => {
    if (idParam(c) !== 1) throw apiError(404, c.var.lang, "notFound");
    return c.json({ data: serialize(load()) });
  });

  routes.on(["POST", "PUT"], "/pages/settings/:id/update", async (c) => {
    requirePermission(c, "update settings");
    if (idParam(c) !== 1) throw apiError(404, c.var.lang, "notFound");
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.settings, input, {
      lang: c.var.lang,
      mode: "update",
      refExists: () => false,
    });
    if (hasErrors(errors)) throw validationError(errors);

    const before = load();
    const language = values.get("default_language");
    const logo = values.get("logo");
    const newLogo = isImageUpload(logo) ? await saveUpload(deps.uploadDir, logo.bytes, logo.type) : logo;
    const now = deps.now().toISOString();
    const write = db.transaction(() => {
      db.prepare(
        `UPDATE settings SET
         default_language = COALESCE(@language, default_language),
         logo = CASE WHEN @touchLogo THEN @logo ELSE logo END,
         updated_at = @now
       WHERE id = 1`,
      ).run({
        language: typeof language === "string" ? language : null,
        touchLogo: newLogo === undefined ? 0 : 1,
        logo: typeof newLogo === "string" ? newLogo : null,
        now,
      });
      // The activity entry (record 1 of `settings`): the logo by its upload name, the language.
      const after = load();
      const changes = diffValues(
        { logo: before.logo, default_language: before.default_language },
        { logo: after.logo, default_language: after.default_language },
      );
      if (changes.length > 0) recordActivity(deps, { userId: c.var.user.id, resource: SETTINGS, recordId: 1, action: "update", label: null, changes, now });
    });
    write();
    if (newLogo !== undefined) await removeUpload(deps.uploadDir, before.logo);
    return c.json({ message: message(c, "settingsUpdated"), data: serialize(load()) });
  });

  return routes;
}
