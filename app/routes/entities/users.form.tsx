import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaffSecurity } from "~/components/staff-security";
import { users } from "~/entities/definitions/users";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/users/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(users, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(users, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function UsersForm() {
  return (
    <>
      <EntityForm descriptor={users} />
      {/* On the edit page only (StaffSecurity needs the staff member's id): reset two-step login, end all sessions. */}
      <StaffSecurity />
    </>
  );
}

export const meta = formMeta(users);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
