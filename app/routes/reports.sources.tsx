import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SOURCES_REPORT } from "~/reports/report-kinds";
import { ReportPage } from "~/reports/report-page";
import { loadReport } from "~/reports/report.server";
import { pageMeta } from "~/utils/meta";

/** Sources report: orders per source, split by status. The page and its loader are app/reports/'s. */
export function loader(args: LoaderFunctionArgs) {
  return loadReport(args, SOURCES_REPORT);
}

export default function SourcesReport() {
  return <ReportPage kind={SOURCES_REPORT} data={useLoaderData<typeof loader>()} />;
}

export const meta = pageMeta("reports.sources.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
