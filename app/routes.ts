import { type RouteConfig, index, layout, route } from "@remix-run/route-config";

/**
 * Every page lives under the optional `($lang)` segment: Arabic without a prefix, English under
 * `/en`. Each loader and action validates the segment itself (see requireLocale), so `/xx/blogs`
 * is a 404 and never a page in a strange language.
 *
 * One module may serve two URLs (`/login` and `/auth`, add and edit of an entity); the route id
 * tells them apart.
 */
/** The areas with a CSV export: every entity of app/entities/registry.ts (app/routes.test.ts keeps the two equal). */
export const EXPORT_AREAS = [
  "blogs",
  "branches",
  "category",
  "clients",
  "mange-clients",
  "news",
  "offers",
  "orders",
  "partners",
  "projects",
  "roles",
  "services",
  "sources",
  "teams",
  "testimonials",
  "users",
] as const;

/**
 * The areas whose rows can be imported from a file: those whose add form holds no required picture
 * (isImportable in app/entities/import/areas.ts; app/routes.test.ts keeps the two equal).
 */
export const IMPORT_AREAS = ["branches", "category", "offers", "orders", "services", "sources", "testimonials"] as const;

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
      // --- entity screens: list, add, edit ---
      // The CSV exports, one route per area rather than `export/:area`: an export is a resource
      // route (a file, no page), and an area it does not know must reach the 404 page like any
      // other unknown address, not an error of the export. First: `/export/blogs` would otherwise
      // match the `blogs` list with "export" as its language.
      ...EXPORT_AREAS.map((area) => route(`export/${area}`, "routes/export.tsx", { id: `export-${area}` })),
      // The activity page's CSV (history extension), through the same route module.
      route("export/activity", "routes/export.tsx", { id: "export-activity" }),
      // Imports: the upload, a file to fill, the preview / progress / result, and the refused rows.
      ...IMPORT_AREAS.flatMap((area) => [
        route(`${area}/import`, "routes/import.tsx", { id: `import-${area}` }),
        route(`${area}/import/template`, "routes/import-file.tsx", { id: `import-template-${area}` }),
        route(`${area}/import/:id`, "routes/import-job.tsx", { id: `import-job-${area}` }),
        route(`${area}/import/:id/refused`, "routes/import-file.tsx", { id: `import-refused-${area}` }),
      ]),
      route("blogs", "routes/entities/blogs.list.tsx", { id: "blogs" }),
      route("blogs/add", "routes/entities/blogs.form.tsx", { id: "blogs-add" }),
      route("blogs/:id/edit", "routes/entities/blogs.form.tsx", { id: "blogs-edit" }),
      route("branches", "routes/entities/branches.list.tsx", { id: "branches" }),
      route("branches/add", "routes/entities/branches.form.tsx", { id: "branches-add" }),
      route("branches/:id/edit", "routes/entities/branches.form.tsx", { id: "branches-edit" }),
      route("category", "routes/entities/category.list.tsx", { id: "category" }),
      route("category/add", "routes/entities/category.form.tsx", { id: "category-add" }),
      route("category/:id/edit", "routes/entities/category.form.tsx", { id: "category-edit" }),
      route("clients", "routes/entities/clients.list.tsx", { id: "clients" }),
      route("clients/add", "routes/entities/clients.form.tsx", { id: "clients-add" }),
      route("clients/:id/edit", "routes/entities/clients.form.tsx", { id: "clients-edit" }),
      route("clients/password", "routes/clients-password.tsx", { id: "clients-password" }),
      route("mange-clients", "routes/entities/mange-clients.list.tsx", { id: "mange-clients" }),
      route("mange-clients/add", "routes/entities/mange-clients.form.tsx", { id: "mange-clients-add" }),
      route("mange-clients/:id?/edit", "routes/entities/mange-clients.form.tsx", { id: "mange-clients-edit" }),
      route("news", "routes/entities/news.list.tsx", { id: "news" }),
      route("news/add", "routes/entities/news.form.tsx", { id: "news-add" }),
      route("news/:id/edit", "routes/entities/news.form.tsx", { id: "news-edit" }),
      route("offers", "routes/entities/offers.list.tsx", { id: "offers" }),
      route("offers/add", "routes/entities/offers.form.tsx", { id: "offers-add" }),
      route("offers/:id/edit", "routes/entities/offers.form.tsx", { id: "offers-edit" }),
      route("orders", "routes/entities/orders.list.tsx", { id: "orders" }),
      route("orders/add", "routes/entities/orders.form.tsx", { id: "orders-add" }),
      route("partners", "routes/entities/partners.list.tsx", { id: "partners" }),
      route("partners/add", "routes/entities/partners.form.tsx", { id: "partners-add" }),
      route("partners/:id/edit", "routes/entities/partners.form.tsx", { id: "partners-edit" }),
      route("projects", "routes/entities/projects.list.tsx", { id: "projects" }),
      route("projects/add", "routes/entities/projects.form.tsx", { id: "projects-add" }),
      route("projects/:id/edit", "routes/entities/projects.form.tsx", { id: "projects-edit" }),
      route("roles", "routes/entities/roles.list.tsx", { id: "roles" }),
      route("roles/add", "routes/entities/roles.form.tsx", { id: "roles-add" }),
      route("roles/:id/edit", "routes/entities/roles.form.tsx", { id: "roles-edit" }),
      route("services", "routes/entities/services.list.tsx", { id: "services" }),
      route("services/add", "routes/entities/services.form.tsx", { id: "services-add" }),
      route("services/:id/edit", "routes/entities/services.form.tsx", { id: "services-edit" }),
      route("sources", "routes/entities/sources.list.tsx", { id: "sources" }),
      route("sources/add", "routes/entities/sources.form.tsx", { id: "sources-add" }),
      route("sources/:id/edit", "routes/entities/sources.form.tsx", { id: "sources-edit" }),
      route("teams", "routes/entities/teams.list.tsx", { id: "teams" }),
      route("teams/add", "routes/entities/teams.form.tsx", { id: "teams-add" }),
      route("teams/:id/edit", "routes/entities/teams.form.tsx", { id: "teams-edit" }),
      route("testimonials", "routes/entities/testimonials.list.tsx", { id: "testimonials" }),
      route("testimonials/add", "routes/entities/testimonials.form.tsx", { id: "testimonials-add" }),
      route("testimonials/:id/edit", "routes/entities/testimonials.form.tsx", { id: "testimonials-edit" }),
      route("users", "routes/entities/users.list.tsx", { id: "users" }),
      route("users/add", "routes/entities/users.form.tsx", { id: "users-add" }),
      route("users/:id/edit", "routes/entities/users.form.tsx", { id: "users-edit" }),
      route("users/:id/security", "routes/users-security.tsx", { id: "users-security" }),
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
