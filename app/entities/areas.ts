import type { AreaKey } from "../utils/permissions";

/**
 * The entity areas as the route tree sees them, one line each: the one list that `app/routes.ts`
 * builds the list, add, edit, export and import routes from, and that the registry
 * (`registry.ts`) holds a descriptor for, area by area.
 *
 * A plain module on purpose: Vite's config evaluates `app/routes.ts` in Node, so nothing here may
 * pull in React, a descriptor or a `.server` module (a type is fine: it is erased).
 */
export interface AreaRoutes {
  /** URL segment, permission area and key of the registry. */
  readonly area: AreaKey;
  /**
   * The edit page's id segment: `:id` (`/blogs/7/edit`), `:id?` where the spec makes the id
   * optional (`/mange-clients/{id optional}/edit`), or `false` for no edit page (orders change
   * through follow-ups). The descriptor's `editable`
   * says the same (app/routes.test.ts keeps the two equal).
   */
  readonly edit: ":id" | ":id?" | false;
  /**
   * Rows can be imported from a file: the add form holds no required picture (`isImportable` in
   * `import/areas.ts`, which app/routes.test.ts checks this against).
   */
  readonly import: boolean;
}

/**
 * Every area has a list and an add form, and a CSV export. The order is the order of the route
 * tree (and so of the registry): alphabetical, which the route ids do not depend on.
 */
export const ENTITY_AREAS = [
  { area: "blogs", edit: ":id", import: false },
  { area: "branches", edit: ":id", import: true },
  { area: "category", edit: ":id", import: true },
  { area: "clients", edit: ":id", import: false },
  { area: "mange-clients", edit: ":id?", import: false },
  { area: "news", edit: ":id", import: false },
  { area: "offers", edit: ":id", import: true },
  { area: "orders", edit: false, import: true },
  { area: "partners", edit: ":id", import: false },
  { area: "projects", edit: ":id", import: false },
  { area: "roles", edit: ":id", import: false },
  { area: "services", edit: ":id", import: true },
  { area: "sources", edit: ":id", import: true },
  { area: "teams", edit: ":id", import: false },
  { area: "testimonials", edit: ":id", import: true },
  { area: "users", edit: ":id", import: false },
] as const satisfies readonly AreaRoutes[];

/** An entity's area (a key of the registry). */
export type EntityArea = (typeof ENTITY_AREAS)[number]["area"];
