import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MODERATORS_REPORT } from "~/reports/report-kinds";
import { ReportPage } from "~/reports/report-page";
import { loadReport } from "~/reports/report.server";
import { pageMeta } from "~/utils/meta";

/** Moderators report: per moderator, follow-ups made and their orders by status. The page and its loader are app/reports/'s. */
export function loader(args: LoaderFunctionArgs) {
  return loadReport(args, MODERATORS_REPORT);
}

export default function ModeratorsReport() {
  return <ReportPage kind={MODERATORS_REPORT} data={useLoaderData<typeof loader>()} />;
}

export const meta = pageMeta("reports.moderators.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
