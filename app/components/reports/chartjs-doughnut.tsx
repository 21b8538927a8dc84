import { ArcElement, Chart, DoughnutController, Legend, Tooltip, type ChartOptions } from "chart.js";
import { Doughnut } from "react-chartjs-2";
import type { ChartJsDoughnutProps } from "./doughnut-math";

Chart.register(DoughnutController, ArcElement, Tooltip, Legend);
Chart.defaults.font.family = '"IBM Plex Sans Arabic", system-ui, "Segoe UI", Tahoma, sans-serif';

/** Loaded lazily (its own chunk) by ReportDoughnut after hydration; never rendered on the server. */
export default function ChartJsDoughnut({ items, ariaLabel, rtl }: ChartJsDoughnutProps) {
  const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const direction = rtl ? "rtl" : "ltr";
  const total = items.reduce((a, b) => a + b.value, 0);
  const options: ChartOptions<"doughnut"> = {
    responsive: true,
    // The box has a fixed height (see below) so a long legend does not shrink the doughnut.
    maintainAspectRatio: false,
    cutout: "58%",
    animation: reducedMotion ? false : { duration: 400 },
    locale: rtl ? "ar-SA-u-nu-latn" : "en-US",
    plugins: {
      legend: {
        position: "bottom",
        rtl,
        textDirection: direction,
        labels: { boxWidth: 12, boxHeight: 12, padding: 10 },
      },
      tooltip: {
        rtl,
        textDirection: direction,
        callbacks: {
          label: (ctx) => {
            const value = Number(ctx.raw) || 0;
            const share = total ? Math.round((value / total) * 1000) / 10 : 0;
            return ` ${ctx.label}: ${value} (${share}%)`;
          },
        },
      },
    },
  };
  // Room for the ring plus the legend rows (about two labels per row).
  const height = 200 + Math.ceil(items.length / 2) * 22;
  return (
    <div className="chartjs-box" style={{ blockSize: `${height}px` }}>
      <Doughnut
        data={{
          labels: items.map((i) => i.label),
          datasets: [{ data: items.map((i) => i.value), backgroundColor: items.map((i) => i.color), borderColor: "#fff", borderWidth: 2 }],
        }}
        options={options}
        role="img"
        aria-label={ariaLabel}
        data-chartjs=""
      />
    </div>
  );
}
