import { useTranslation } from "~/utils/i18n/translation";

/** Which orders the numbers cover, in words. */
export function ReportPeriod({ dateFrom, dateTo, applied }: { dateFrom?: string; dateTo?: string; applied: boolean }) {
  const { t } = useTranslation();
  const from = applied ? dateFrom : undefined;
  const to = applied ? dateTo : undefined;
  const date = (d: string) => `\u2068${d}\u2069`;
  let text: string;
  if (from && to) text = t("reports.period.between", { from: date(from), to: date(to) });
  else if (from) text = t("reports.period.from", { from: date(from) });
  else if (to) text = t("reports.period.to", { to: date(to) });
  else text = t("reports.period.all");
  return <p className="report-period muted">{text}</p>;
}
