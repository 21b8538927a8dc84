import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { requireUser } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { requiredPermission } from "~/utils/permissions";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, params, requiredPermission("home", "show"));
  return { name: user.name };
}

export default function Home() {
  const { t } = useTranslation();
  return <PageHeader title={t("home.title")} />;
}

export const meta = pageMeta("home.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
