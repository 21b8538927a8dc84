import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ENTITY_AREAS } from "./entities/areas";
import { isImportable } from "./entities/import/areas";
import { ENTITIES } from "./entities/registry";
import routes from "./routes";

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

/** Every route of the config, depth first, in order (the route id as Remix gives it). */
function flat(entries: Entry[]): Array<{ id: string; path?: string; file: string }> {
  return entries.flatMap((e) => [{ id: e.id ?? e.file.replace(/\.tsx?$/, ""), path: e.path, file: e.file }, ...flat(e.children ?? [])]);
}
const all = flat(routes as Entry[]);
const byId = new Map(all.map((r) => [r.id, r]));

describe("the entity routes and the registry", () => {
  it("have the same areas, in the same order", () => {
    expect(ENTITY_AREAS.map((a) => a.area)).toEqual(Object.keys(ENTITIES));
  });

  it.each(ENTITY_AREAS)("$area: its descriptor agrees on its pages", ({ area, edit, import: importable }) => {
    const d = ENTITIES[area]!;
    expect(d.area).toBe(area);
    expect(d.editable).toBe(edit !== false);
    expect(isImportable(d)).toBe(importable);
  });

  it.each(ENTITY_AREAS)(
    "$area: a list, an add form, an edit form where editable, an export, an import where importable",
    ({ area, edit, import: importable }) => {
      const list = `routes/entities/${area}.list.tsx`;
      const form = `routes/entities/${area}.form.tsx`;
      expect(byId.get(area)).toEqual({ id: area, path: area, file: list });
      expect(byId.get(`${area}-add`)).toEqual({ id: `${area}-add`, path: `${area}/add`, file: form });
      expect(byId.get(`${area}-edit`)).toEqual(edit ? { id: `${area}-edit`, path: `${area}/${edit}/edit`, file: form } : undefined);
      expect(byId.get(`export-${area}`)?.path).toBe(`export/${area}`);
      expect(byId.has(`import-${area}`)).toBe(importable);
    },
  );

  it("no route module of an entity serves another area", () => {
    const entityFiles = all.filter((r) => r.file.startsWith("routes/entities/"));
    expect(entityFiles.length).toBe(ENTITY_AREAS.length * 2 + ENTITY_AREAS.filter((a) => a.edit).length);
    for (const r of entityFiles) expect(r.id.replace(/-(add|edit)$/, "")).toBe(r.file.replace(/^routes\/entities\/|\.(list|form)\.tsx$/g, ""));
  });

  it("the route ids are unique", () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });
});
