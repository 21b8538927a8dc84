import { type RouteConfig, index, layout, route } from "@remix-run/route-config";

/**
 * Every page lives under the optional `($lang)` segment: Arabic without a prefix, English under
 * `/en`. Each loader and action validates the segment itself (see requireLocale), so `/xx/blogs`
 * is a 404 and never a page in a strange language.
 *
 * One module may serve two URLs (`/login` and `/auth`, add and edit of an entity); the route id
 * tells them apart.
 */
export const routes: RouteConfig = [
  route(":lang?", "routes/lang.tsx", [
    route("login", "routes/login.tsx", { id: "login" }),
    route("auth", "routes/login.tsx", { id: "auth" }),
    route("logout", "routes/logout.tsx", { id: "logout" }),
    route("auth/logout", "routes/logout.tsx", { id: "auth-logout" }),
    layout("routes/frame.tsx", [
      index("routes/home.tsx"),
      route("no-permission", "routes/no-permission.tsx", { id: "no-permission" }),
      route("no-permissions", "routes/no-permission.tsx", { id: "no-permissions" }),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
];

export default routes;
