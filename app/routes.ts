import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@remix-run/route-config";
import { type AreaRoutes, ENTITY_AREAS, type EntityArea } from "./entities/areas";

/**
 * Every page lives under the optional `($lang)` segment: Arabic without a prefix, English under
 * `/en`. Each loader and action validates the segment itself (see requireLocale), so `/xx/blogs`
 * is a 404 and never a page in a strange language.
 *
 * One module may serve two URLs (`/login` and `/auth`, add and edit of an entity); the route id
 * tells them apart.
 *
 * The entity areas' routes (list, add, edit, export, import) are built from the one list in
 * app/entities/areas.ts: adding an area adds its line there, its descriptor and its two thin route
 * modules (app/routes/entities/<area>.list.tsx and .form.tsx; docs/architecture.md says why they
 * stay files), not a line here.
 */

/** The entity screens of one area: the list, the add form and, where there is one, the edit form. */
function entityRoutes({ area, edit }: AreaRoutes): RouteConfigEntry[] {
  const form = `routes/entities/${area}.form.tsx`;
  return [
    route(area, `routes/entities/${area}.list.tsx`, { id: area }),
    route(`${area}/add`, form, { id: `${area}-add` }),
    ...(edit ? [route(`${area}/${edit}/edit`, form, { id: `${area}-edit` })] : []),
  ];
}

/** An area's pages that are not its list or form, placed right after that area's own. */
const AREA_PAGES: Partial<Record<EntityArea, RouteConfigEntry[]>> = {
  clients: [route("clients/password", "routes/clients-password.tsx", { id: "clients-password" })],
  users: [route("users/:id/security", "routes/users-security.tsx", { id: "users-security" })],
};

const routes: RouteConfig = [
  route(":lang?", "routes/lang.tsx", [
    route("login", "routes/login.tsx", { id: "login" }),
    // The second step of a login (a code after the password), when the upstream asks for one.
    route("login/code", "routes/login-code.tsx", { id: "login-code" }),
    route("auth", "routes/login.tsx", { id: "auth" }),
    route("logout", "routes/logout.tsx", { id: "logout" }),
    route("auth/logout", "routes/logout.tsx", { id: "auth-logout" }),
    layout("routes/frame.tsx", [
      index("routes/home.tsx"),
      route("no-permission", "routes/no-permission.tsx", { id: "no-permission" }),
      route("no-permissions", "routes/no-permission.tsx", { id: "no-permissions" }),
      // --- entity screens: export, import, list, add, edit ---
      // The CSV exports, one route per area rather than `export/:area`: an export is a resource
      // route (a file, no page), and an area it does not know must reach the 404 page like any
      // other unknown address, not an error of the export. First: `/export/blogs` would otherwise
      // match the `blogs` list with "export" as its language.
      ...ENTITY_AREAS.map(({ area }) => route(`export/${area}`, "routes/export.tsx", { id: `export-${area}` })),
      // The activity page's CSV (history extension), through the same route module.
      route("export/activity", "routes/export.tsx", { id: "export-activity" }),
      // Imports: the upload, a file to fill, the preview / progress / result, and the refused rows.
      ...ENTITY_AREAS.filter((a) => a.import).flatMap(({ area }) => [
        route(`${area}/import`, "routes/import.tsx", { id: `import-${area}` }),
        route(`${area}/import/template`, "routes/import-file.tsx", { id: `import-template-${area}` }),
        route(`${area}/import/:id`, "routes/import-job.tsx", { id: `import-job-${area}` }),
        route(`${area}/import/:id/refused`, "routes/import-file.tsx", { id: `import-refused-${area}` }),
      ]),
      // Each area's list, add and edit, then its other pages.
      ...ENTITY_AREAS.flatMap((a) => [...entityRoutes(a), ...(AREA_PAGES[a.area] ?? [])]),
      // --- end entity screens ---
      // --- orders follow-up, reports, settings ---
      route("orders/:id/request", "routes/order-request.tsx", { id: "order-request" }),
      route("comments", "routes/reports.moderators.tsx", { id: "comments" }),
      route("follow-sources", "routes/reports.sources.tsx", { id: "follow-sources" }),
      route("setting", "routes/settings.tsx", { id: "setting" }),
      // One's own account: every logged-in staff member, whatever their role.
      route("account", "routes/account.tsx", { id: "account" }),
      route("search", "routes/search.tsx", { id: "search" }),
      route("follow-ups", "routes/follow-ups.tsx", { id: "follow-ups" }),
      // --- history, activity and the bin (an optional extension of the API) ---
      route(":area/:id/history", "routes/history.tsx", { id: "history" }),
      route("activity", "routes/activity.tsx", { id: "activity" }),
      route("trash", "routes/trash.tsx", { id: "trash" }),
      // Any other address: the 404 page, inside the frame for a logged-in staff member (the
      // frame's loader lets it through without a login: an anonymous visitor gets the plain 404).
      route("*", "routes/not-found.tsx"),
    ]),
    // Small copies of the upstream's images (a resource route: no page, no frame). After the
    // frame: a route before it shifts the frame's index, and `/export/roles` would then match the
    // roles list with "export" as its language (same score; the order breaks the tie).
    route("thumb/:size", "routes/thumb.tsx", { id: "thumb" }),
  ]),
  // The built scripts, compressed at build time (decision 6): outside the language segment, where
  // a static segment outranks `:lang?/*`; remix-serve's static files still answer first.
  route("assets/*", "routes/assets.tsx", { id: "assets" }),
  // The stylesheet as a file, for browsers that have had a page (app/server/critical-css.server.ts).
  route("styles/:file", "routes/stylesheet.tsx", { id: "stylesheet" }),
];

export default routes;
