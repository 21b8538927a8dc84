import { useTranslation } from "~/utils/i18n/translation";
import { Icon } from "~/components/icon";

/**
 * Order status (1–4) and sub-status (1–10) badges. Colour is never the only signal: every badge
 * carries an icon and the translated name. The same colours feed the report charts, so a slice
 * and a badge of one status always match.
 */

export const STATUSES = [1, 2, 3, 4] as const;
export const SUB_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type OrderStatus = (typeof STATUSES)[number];
export type OrderSubStatus = (typeof SUB_STATUSES)[number];
export type Tone = "amber" | "green" | "red";
type StatusTone = "blue" | "violet" | "green" | "grey";

export function isStatus(n: unknown): n is OrderStatus {
  return typeof n === "number" && (STATUSES as readonly number[]).includes(n);
}

export function isSubStatus(n: unknown): n is OrderSubStatus {
  return typeof n === "number" && (SUB_STATUSES as readonly number[]).includes(n);
}

/** Sub-status 1–3 follow-up (amber), 4 money time (green), 5–10 closed or cancelled (red). */
export function subStatusTone(n: number): Tone {
  if (n === 4) return "green";
  if (n >= 1 && n <= 3) return "amber";
  return "red";
}

const STATUS_TONES: Record<OrderStatus, StatusTone> = { 1: "blue", 2: "violet", 3: "green", 4: "grey" };

/** Chart colours: the badge colour of each status. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  1: "#1d5fbf",
  2: "#6b3fb5",
  3: "#137333",
  4: "#6b7785",
};

/** Chart colours: shades of the sub-status tone so ten slices stay distinguishable. */
export const SUB_STATUS_COLORS: Record<OrderSubStatus, string> = {
  1: "#b77900",
  2: "#d99a0b",
  3: "#f2c14e",
  4: "#137333",
  5: "#7f1d1d",
  6: "#a52a21",
  7: "#c93b2f",
  8: "#e05a4b",
  9: "#ec8577",
  10: "#f5b0a6",
};

type IconName = "sparkle" | "route" | "check" | "ban" | "phone-off" | "clock" | "hourglass" | "coins" | "x";

const STATUS_ICONS: Record<OrderStatus, IconName> = { 1: "sparkle", 2: "route", 3: "check", 4: "ban" };

function subStatusIcon(n: number): IconName {
  if (n === 1) return "phone-off";
  if (n === 2) return "clock";
  if (n === 3) return "hourglass";
  if (n === 4) return "coins";
  return "x";
}

const ICON_PATHS: Record<IconName, string> = {
  sparkle: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z",
  route: "M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a3 3 0 0 1 3-3h7M18 9v6a3 3 0 0 1-3 3H8",
  check: "M4 12.5l5 5L20 6.5",
  ban: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8",
  "phone-off": "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2zM3 3l18 18",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  hourglass: "M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9",
  coins: "M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6",
  x: "M6 6l12 12M18 6L6 18",
};

function StatusIcon({ name }: { name: IconName }) {
  return (
    <Icon className="badge-icon" size={14} round>
      <path d={ICON_PATHS[name]} />
    </Icon>
  );
}

export function StatusBadge({ status }: { status: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge tone-${STATUS_TONES[status]}`} data-status={status}>
      <StatusIcon name={STATUS_ICONS[status]} />
      <span>{t(`orders.status.${status}`)}</span>
    </span>
  );
}

/** `null` (no sub-status yet) renders a neutral dash with a spoken "none". */
export function SubStatusBadge({ subStatus }: { subStatus: number | null }) {
  const { t } = useTranslation();
  if (subStatus === null || !isSubStatus(subStatus)) {
    return (
      <span className="status-badge tone-none" data-sub-status="">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t("orders.subStatusNone")}</span>
      </span>
    );
  }
  return (
    <span className={`status-badge tone-${subStatusTone(subStatus)}`} data-sub-status={subStatus}>
      <StatusIcon name={subStatusIcon(subStatus)} />
      <span>{t(`orders.subStatus.${subStatus}`)}</span>
    </span>
  );
}
