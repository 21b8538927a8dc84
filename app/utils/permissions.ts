/**
 * The permission table, as data. Every loader and action asks this table (through the
 * guards in auth.server.ts) which permission it needs; the sidebar asks it what to show.
 *
 * Upstream permission strings contain spaces ("show blogs"); the dashboard works with the
 * underscored form ("show_blogs"), as the spec describes.
 */

export type Permission = string;

export type AreaKey =
  | "home"
  | "blogs"
  | "branches"
  | "category"
  | "clients"
  | "comments"
  | "follow-sources"
  | "mange-clients"
  | "news"
  | "offers"
  | "orders"
  | "partners"
  | "projects"
  | "roles"
  | "services"
  | "setting"
  | "sources"
  | "teams"
  | "testimonials"
  | "users";

export interface AreaPermissions {
  /** Needed to open the area at all (list page, report, settings). */
  show: Permission;
  /** Needed for the add page and its action. */
  create?: Permission;
  /** Needed for the edit page, its action and delete. */
  update?: Permission;
  /** Orders only: the follow-up (request) page. */
  follow?: Permission;
}

/** Following up orders: the request page, the follow-up queue and its menu entry. */
export const FOLLOW: Permission = "follow_orders";

function crud(noun: string): AreaPermissions {
  return { show: `show_${noun}`, create: `create_${noun}`, update: `update_${noun}` };
}

export const AREA_PERMISSIONS: Record<AreaKey, AreaPermissions> = {
  home: { show: "show_statuses_reports" },
  blogs: crud("blogs"),
  branches: crud("branches"),
  category: crud("categories"),
  clients: crud("profiles"),
  comments: { show: "show_moderators_reports" },
  "follow-sources": { show: "show_sources_reports" },
  "mange-clients": crud("customers"),
  news: crud("tidings"),
  offers: crud("offers"),
  orders: { show: "show_orders", create: "create_orders", follow: FOLLOW },
  partners: crud("partners"),
  projects: crud("projects"),
  roles: crud("roles"),
  services: crud("services"),
  setting: { show: "update_settings" },
  sources: crud("sources"),
  teams: { show: "show_doctors", create: "add_doctors", update: "update_doctors" },
  testimonials: crud("testimonials"),
  users: crud("users"),
};

/** Areas whose records are deleted (to the bin, with the history extension): the menu offers the bin to those who may edit one. */
export const BIN_AREAS: AreaKey[] = [
  "blogs",
  "branches",
  "category",
  "clients",
  "mange-clients",
  "news",
  "offers",
  "partners",
  "projects",
  "roles",
  "services",
  "sources",
  "teams",
  "testimonials",
];

/** Seeing everyone's changes on the activity page (without it, one's own only). */
export const SHOW_ACTIVITY: Permission = "show_activity";

/** Every permission the spec names, in table order (the roles form shows them grouped by area), then those of no area. */
export const ALL_PERMISSIONS: Permission[] = Array.from(
  new Set([...Object.values(AREA_PERMISSIONS).flatMap((p) => [p.show, p.create, p.update, p.follow].filter((x): x is string => Boolean(x))), SHOW_ACTIVITY]),
);

export type AreaAction = keyof AreaPermissions;

/** Areas whose records are deactivated, never deleted. */
const NEVER_DELETED: ReadonlySet<AreaKey> = new Set(["users"]);

/**
 * How the role form names an area's permission, by what it allows: "update" is "Edit and
 * deactivate" where nothing is deleted, and the settings' only permission (`update_settings`,
 * which opens the settings page and changes the logo and the site's data) is "Change settings",
 * never "View".
 */
export function permissionLabelKey(area: AreaKey, action: AreaAction): string {
  if (area === "setting") return "permissions.changeSettings";
  return action === "update" && NEVER_DELETED.has(area) ? "permissions.updateDeactivate" : `permissions.${action}`;
}

export function requiredPermission(area: AreaKey, action: AreaAction): Permission {
  const permission = AREA_PERMISSIONS[area][action];
  if (!permission) throw new Error(`Area ${area} has no ${action} permission`);
  return permission;
}

/** Permission names as the dashboard shows them: spaces in each string are replaced by underscores. */
export function normalizePermission(raw: string): Permission {
  return raw.trim().replace(/\s+/g, "_");
}

export function toUpstreamPermission(permission: Permission): string {
  return permission.replace(/_/g, " ");
}

/**
 * Unlike the original (whose check depended on a misspelt flag and so never fired), this check
 * always runs.
 */
export function hasPermission(userPermissions: readonly Permission[], needed: Permission | undefined): boolean {
  if (!needed) return true;
  return userPermissions.includes(needed);
}

export function canAccessArea(userPermissions: readonly Permission[], area: AreaKey, action: AreaAction = "show") {
  return hasPermission(userPermissions, AREA_PERMISSIONS[area][action]);
}

/** A sidebar entry: an area, or the follow-up queue (shown to whoever may follow orders up). */
export type NavEntry = AreaKey | "follow-ups";

export type NavGroupKey = "orders" | "content" | "company" | "people" | "reports";

/**
 * The sidebar: five groups, each under its heading (`nav.groups.*`), in this order. Orders and
 * what feeds them first (the home page is the statuses report of the orders), then the website's
 * content, the company's own pages, who may do what, and the reports and settings.
 */
export const NAV_GROUPS: ReadonlyArray<{ key: NavGroupKey; label: string; entries: readonly NavEntry[] }> = [
  { key: "orders", label: "nav.groupOrders", entries: ["home", "orders", "follow-ups", "sources"] },
  { key: "content", label: "nav.groupContent", entries: ["blogs", "news", "projects", "services", "offers", "category", "testimonials"] },
  { key: "company", label: "nav.groupCompany", entries: ["branches", "teams", "partners", "mange-clients"] },
  { key: "people", label: "nav.groupPeople", entries: ["clients", "users", "roles"] },
  { key: "reports", label: "nav.groupReports", entries: ["comments", "follow-sources", "setting"] },
];

/** Every area in the sidebar's order (the role form and the search follow it too). */
export const NAV_AREAS: AreaKey[] = NAV_GROUPS.flatMap((g) => g.entries.filter((e): e is AreaKey => e !== "follow-ups"));

/** The sidebar entry a page belongs to, from its path without the language prefix (undefined: none). */
export function navEntryOf(path: string): NavEntry | undefined {
  const first = (path.split(/[?#]/)[0] ?? "").split("/").filter(Boolean)[0];
  if (first === undefined) return "home";
  if (first === "follow-ups") return "follow-ups";
  return isAreaKey(first) ? first : undefined;
}

function isAreaKey(value: string): value is AreaKey {
  return Object.prototype.hasOwnProperty.call(AREA_PERMISSIONS, value);
}

/**
 * The permission a page of the dashboard needs, from its path without the language prefix:
 * `/` the statuses report, `/x` its list, `/x/add` create, `/x/{id}/edit` update, an order's
 * request page follow. Undefined for a page that needs none (`/clients/password`, the
 * no-permission page) or is no page of an area.
 */
export function permissionForPath(path: string): Permission | undefined {
  const [first, second, third] = (path.split(/[?#]/)[0] ?? "").split("/").filter(Boolean);
  if (first === undefined) return AREA_PERMISSIONS.home.show;
  if (!isAreaKey(first)) return undefined;
  const area = AREA_PERMISSIONS[first];
  if (first === "clients" && second === "password") return undefined;
  if (second === "add") return area.create;
  if (second === "edit" || third === "edit") return area.update;
  if (third === "request") return area.follow;
  return area.show;
}

/**
 * Where a user starts (after logging in, or from the no-permission page's "home" link): the page
 * asked for when the user may open it, else home when allowed, else the first area of the menu
 * the user may see. Paths are without the language prefix; undefined when the user may see
 * nothing at all.
 */
export function landingPath(userPermissions: readonly Permission[], wanted?: string): string | undefined {
  if (wanted && hasPermission(userPermissions, permissionForPath(wanted))) return wanted;
  const area = NAV_AREAS.find((a) => canAccessArea(userPermissions, a));
  if (area === undefined) return undefined;
  return area === "home" ? "/" : `/${area}`;
}
