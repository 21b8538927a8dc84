import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orders } from "~/entities/definitions/orders";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** The add form of orders (orders have no edit page: they change through follow-ups). */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(orders, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(orders, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function OrdersForm() {
  return <EntityForm descriptor={orders} />;
}

export const meta = formMeta(orders);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
