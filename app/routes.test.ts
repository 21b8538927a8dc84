import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ENTITIES } from "./entities/registry";
import { isImportable } from "./entities/import/areas";
import routes, { EXPORT_AREAS, IMPORT_AREAS } from "./routes";

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };
type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The route config as the router sees it (ids as Remix gives them: the file without extension). */
function tree(entries: Entry[]): RouteObject[] {
  return entries.map((e) => {
    const id = e.id ?? e.file.replace(/\.tsx?$/, "");
    return e.index ? { id, index: true, path: e.path } : { id, path: e.path, children: tree(e.children ?? []) };
  });
}

const router = [{ id: "root", path: "", children: tree(routes as Entry[]) }];
const leaf = (path: string) => matchRoutes(router, path)?.at(-1)?.route.id;

describe("which route a URL reaches", () => {
  // The optional language segment makes `/export/roles` also read as the roles list in a language
  // called "export": both score the same, and the order of the config breaks the tie. A route
  // added in the wrong place silently flips it (it did, once).
  it.each([
    ["/export/roles", "export-roles"],
    ["/en/export/roles", "export-roles"],
    ["/export/blogs", "export-blogs"],
    ["/en/export/mange-clients", "export-mange-clients"],
    // An area with no export is an unknown address (the 404 page), not an error of the export.
    ["/export/unknown", "routes/not-found"],
    ["/en/export/unknown", "routes/not-found"],
    ["/roles", "roles"],
    ["/en/roles", "roles"],
    ["/blogs/add", "blogs-add"],
    ["/en/blogs/7/edit", "blogs-edit"],
    ["/clients/password", "clients-password"],
    ["/orders/3/request", "order-request"],
    ["/thumb/cell", "thumb"],
    ["/en/thumb/logo", "thumb"],
    ["/login", "login"],
    ["/en/auth", "auth"],
    ["/", "routes/home"],
    ["/en", "routes/home"],
    ["/setting", "setting"],
    ["/blogs/7/history", "history"],
    ["/en/orders/3/history", "history"],
    ["/activity", "activity"],
    ["/en/export/activity", "export-activity"],
    ["/trash", "trash"],
    ["/branches/import", "import-branches"],
    ["/en/sources/import/template", "import-template-sources"],
    ["/en/sources/import/0b7e7f8e-2f0a-4c43-9d0e-3b2a1c4d5e6f", "import-job-sources"],
    ["/testimonials/import/0b7e7f8e-2f0a-4c43-9d0e-3b2a1c4d5e6f/refused", "import-refused-testimonials"],
    // An area whose add form needs a picture has no import.
    ["/partners/import", "routes/not-found"],
    ["/en/trash", "trash"],
    ["/en/no-such-page", "routes/not-found"],
    // The built scripts (decision 6) outrank the language segment's catch-all, at the top only.
    ["/assets/entry.client-abc.js", "assets"],
    ["/en/assets/entry.client-abc.js", "routes/not-found"],
    // So does the stylesheet file.
    ["/styles/app.0123456789ab.css", "stylesheet"],
    ["/en/styles/app.0123456789ab.css", "routes/not-found"],
  ])("%s → %s", (path, id) => {
    expect(leaf(path)).toBe(id);
  });
});

it("every entity of the registry, and nothing else, has an export route", () => {
  expect([...EXPORT_AREAS].sort()).toEqual(Object.keys(ENTITIES).sort());
});

it("every area whose add form needs no picture, and nothing else, has an import route", () => {
  const importable = Object.values(ENTITIES)
    .filter(isImportable)
    .map((d) => d.area);
  expect([...IMPORT_AREAS].sort()).toEqual(importable.sort());
});
