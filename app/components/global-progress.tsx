import { useFetchers, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";

/**
 * A thin bar along the top edge while a navigation or a submission is under way, so a
 * slow link never looks frozen. It only becomes visible after 200 ms, so fast answers never flash it. An
 * indeterminate `progressbar` is not a live region: screen readers find it, but it does not
 * interrupt them on every click. Without JavaScript the browser's own indicator does this job.
 */
export function GlobalProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  if (!busy) return null;
  return (
    <div className="global-progress" role="progressbar" aria-label={t("progress.loading")}>
      <span className="global-progress-bar" />
    </div>
  );
}
