import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadStaffTwoStep } from "~/account/staff-two-step.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaffSecurity } from "~/components/staff-security";
import { users } from "~/entities/definitions/users";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/users/add) and edit share this module; the route id tells them apart. */
export async function loader(args: LoaderFunctionArgs) {
  const [form, twoStep] = await Promise.all([entityFormLoader(users, args), loadStaffTwoStep(args)]);
  return { ...form, twoStep };
}
export const action = (args: ActionFunctionArgs) => entityFormAction(users, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function UsersForm() {
  const { twoStep } = useLoaderData<typeof loader>();
  return (
    <>
      <EntityForm descriptor={users} />
      {/* On the edit page only (StaffSecurity needs the staff member's id): two-step login's state and reset, end all sessions. */}
      <StaffSecurity twoStep={twoStep} />
    </>
  );
}

export const meta = formMeta(users);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
