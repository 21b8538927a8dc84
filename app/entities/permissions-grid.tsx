import { useTranslation } from "~/utils/translation";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import { AREA_PERMISSIONS, NAV_AREAS } from "~/utils/permissions";

/** Roles form: every permission as a checkbox, grouped by area (a fieldset each). */
export function PermissionsGrid({ name, defaultValue, errors }: { name: string; defaultValue: readonly string[]; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const chosen = new Set(defaultValue);
  return (
    <fieldset className="field permissions-grid" aria-describedby={errors?.length ? `${name}-error` : undefined}>
      <legend>
        {t("fields.permissions")}
        <span className="required-mark" aria-hidden="true">
          {" "}*
        </span>
      </legend>
      <ErrorList id={`${name}-error`} errors={errors} />
      <div className="permission-groups">
        {NAV_AREAS.map((area) => {
          const perms = AREA_PERMISSIONS[area];
          const list = (["show", "create", "update", "follow"] as const)
            .map((action) => ({ action, permission: perms[action] }))
            .filter((p): p is { action: "show" | "create" | "update" | "follow"; permission: string } => Boolean(p.permission));
          return (
            <fieldset key={area} className="permission-group">
              <legend>{t(`nav.${area}`)}</legend>
              {list.map(({ action, permission }) => (
                <label key={permission} className="checkbox-label">
                  <input type="checkbox" name={name} value={permission} defaultChecked={chosen.has(permission)} />
                  <span>
                    {t(`permissions.${action}`)} <code className="muted" dir="ltr">{permission}</code>
                  </span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
