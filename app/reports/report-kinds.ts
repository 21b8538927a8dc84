import type { BreakdownRow } from "~/components/reports/report-table";
import { requiredPermission, type Permission } from "~/utils/permissions";
import type { ReportIdParam, ReportQuery } from "~/utils/reports";

/**
 * The reports of one kind of item against the order statuses (moderators, sources): one page, one
 * descriptor each. `name` names the report's words (`reports.<name>`), its upstream report
 * (`dashboard/reports/<name>`) and the lookups' list of its items.
 */
export interface ReportKind {
  name: "moderators" | "sources";
  permission: Permission;
  /** The filter that narrows the report to one item. */
  idParam: ReportIdParam;
  /** The word of one item, for the filter and the table's first column. */
  itemWord: string;
  /** The words over the columns before the statuses (the first is the one the items' doughnut compares). */
  leadWords: string[];
  /** The doughnut that compares the items by the first column. */
  shareChart: string;
  /**
   * `per-item`: a small doughnut of the statuses for each item (moderators); `all`: one doughnut of
   * the statuses of all items (sources), the charts drawn larger.
   */
  statusCharts: "per-item" | "all";
}

export const MODERATORS_REPORT: ReportKind = {
  name: "moderators",
  permission: requiredPermission("comments", "show"),
  idParam: "moderator_id",
  itemWord: "moderator",
  leadWords: ["followUps", "orders"],
  shareChart: "followUpsChart",
  statusCharts: "per-item",
};

export const SOURCES_REPORT: ReportKind = {
  name: "sources",
  permission: requiredPermission("follow-sources", "show"),
  idParam: "source_id",
  itemWord: "source",
  leadWords: ["total"],
  shareChart: "bySourceChart",
  statusCharts: "all",
};

/** One item (a moderator, a source) by its name in the page's language. */
interface ReportItem {
  id: number;
  name: string;
}

type StatusCounts = BreakdownRow["byStatus"];

/** One row of a report's table: an item, its leading numbers and its orders by status. */
export interface ReportRow extends ReportItem {
  lead: number[];
  byStatus: StatusCounts;
  /** Its place when every row is ranked largest first by the first leading number (0 the largest). */
  rank: number;
}

/**
 * What a report's loader hands its page: the items to filter by, one page of the rows (largest
 * first), the sums over every row, the items' chart (the largest ten and Other) and the filters.
 */
export interface ReportData {
  items: ReportItem[];
  rows: ReportRow[];
  /** Sums over the rows of every page; null with one row or none. */
  totals: { lead: number[]; byStatus: StatusCounts } | null;
  /** The items' doughnut: the largest rows on their own, the others as one "Other" (or null). */
  chart: { top: Array<ReportItem & { value: number }>; other: { rows: number; value: number } | null };
  /** The table's page: `page` of `lastPage`, `total` rows in all, `perPage` a page. */
  pages: { page: number; lastPage: number; total: number; perPage: number };
  query: ReportQuery;
}
