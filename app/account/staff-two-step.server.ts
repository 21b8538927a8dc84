import type { LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, twoStepStatusSchema } from "../../contract/schemas";
import { guardFormPage } from "~/server/guard.server";
import { AREA_PERMISSIONS } from "~/utils/permissions";
import type { StaffTwoStep } from "~/components/staff-security";

/**
 * A staff member's two-step login as their edit page shows it (extension `auth/two-step`): on or
 * off, whether their role requires it, how many recovery codes are left; and whether the page asks
 * to confirm a reset (`?confirm=two-step-reset`). Null on the add page, or when the form is shown
 * again after its login ended.
 */
export async function loadStaffTwoStep(args: LoaderFunctionArgs): Promise<StaffTwoStep | null> {
  const id = String(args.params.id ?? "");
  if (!/^\d+$/.test(id)) return null;
  const gate = await guardFormPage(args, { permission: AREA_PERMISSIONS.users.update });
  if (gate.ended) return null;
  const confirmReset = new URL(args.request.url).searchParams.get("confirm") === "two-step-reset";
  const result = await gate.api.tryGet(`dashboard/users/${id}/two-step`, dataSchema(twoStepStatusSchema));
  if (result.ok) {
    const { enabled, required, recovery_codes_left } = result.data.data;
    return { offered: true, enabled, required, codesLeft: recovery_codes_left, confirmReset };
  }
  // The record itself was read by the form's loader: a 404 or 405 here is the call missing.
  const missing = result.status === 404 || result.status === 405;
  return { offered: false, error: missing ? null : result.message, confirmReset };
}
