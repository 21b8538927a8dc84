import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import { useHydrated } from "~/utils/hooks/hydrated";
import { AREA_PERMISSIONS, NAV_AREAS, permissionLabelKey, SHOW_ACTIVITY } from "~/utils/permissions";

type Action = "show" | "create" | "update" | "follow";

/**
 * Roles form: every permission as a checkbox named in words ("View", "Add"… under its area's
 * legend, never its raw key), grouped by area, a fieldset each. With JavaScript each area has a
 * "select all" box (mixed when part of the area is chosen) and one box selects everything; they
 * have no name, so only the permissions themselves are sent. Without JavaScript the boxes and
 * their labels are the same, without those helpers.
 */
export function PermissionsGrid({ name, defaultValue, errors }: { name: string; defaultValue: readonly string[]; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const chosen = new Set(defaultValue);
  const hydrated = useHydrated();
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (hydrated && root.current) syncSelectAll(root.current);
  }, [hydrated]);
  return (
    <fieldset
      ref={root}
      className="field permissions-grid"
      aria-describedby={errors?.length ? `${name}-error` : undefined}
      onChange={(event) => {
        const box = event.target as HTMLInputElement;
        const scope = box.dataset.selectAll === "all" ? root.current : box.dataset.selectAll === "area" ? box.closest("fieldset") : null;
        if (scope) {
          for (const item of permissionBoxes(scope)) {
            if (item.checked === box.checked) continue;
            item.checked = box.checked;
            // The form's own bookkeeping (unsaved changes, drafts, validation) hears of it.
            item.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }
        if (root.current) syncSelectAll(root.current);
      }}
    >
      <legend>
        {t("fields.permissions")}
        <span className="required-mark" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <ErrorList id={`${name}-error`} errors={errors} />
      {hydrated ? (
        <label className="checkbox-label select-all">
          <input type="checkbox" data-select-all="all" />
          <span>{t("permissions.selectEvery")}</span>
        </label>
      ) : null}
      <div className="permission-groups">
        {NAV_AREAS.map((area) => {
          const perms = AREA_PERMISSIONS[area];
          const list = (["show", "create", "update", "follow"] as const)
            .map((action) => ({ action, permission: perms[action] }))
            .filter((p): p is { action: Action; permission: string } => Boolean(p.permission));
          return (
            <fieldset key={area} className="permission-group">
              <legend>{t(`nav.${area}`)}</legend>
              {hydrated && list.length > 1 ? (
                <label className="checkbox-label select-all">
                  <input type="checkbox" data-select-all="area" />
                  <span>{t("permissions.selectArea")}</span>
                </label>
              ) : null}
              {list.map(({ action, permission }) => (
                <label key={permission} className="checkbox-label">
                  <input type="checkbox" name={name} value={permission} defaultChecked={chosen.has(permission)} />
                  <span>{t(permissionLabelKey(area, action))}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
        {/* A permission of no area: the activity page shows everyone's changes, not one's own only. */}
        <fieldset className="permission-group">
          <legend>{t("nav.activity")}</legend>
          <label className="checkbox-label">
            <input type="checkbox" name={name} value={SHOW_ACTIVITY} defaultChecked={chosen.has(SHOW_ACTIVITY)} />
            <span>{t("permissions.showActivity")}</span>
          </label>
        </fieldset>
      </div>
    </fieldset>
  );
}

function permissionBoxes(scope: Element): HTMLInputElement[] {
  return [...scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([data-select-all])')];
}

/** Each "select all" box shows its boxes' state: checked, unchecked, or mixed. */
function syncSelectAll(root: HTMLFieldSetElement) {
  for (const box of root.querySelectorAll<HTMLInputElement>("input[data-select-all]")) {
    const scope = box.dataset.selectAll === "all" ? root : box.closest("fieldset");
    const items = scope ? permissionBoxes(scope) : [];
    const on = items.filter((item) => item.checked).length;
    box.checked = on > 0 && on === items.length;
    box.indeterminate = on > 0 && on < items.length;
  }
}
