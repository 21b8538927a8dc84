/**
 * Stylesheets beyond app.css that only some pages need (issue 7). A route module names what its
 * first paint needs in its `handle`; the server inlines those in the head and puts the rest at the
 * end of the body, after the rows, for later client-side navigations
 * (app/utils/critical-css.server.ts). A list page thus carries about 3 KB less CSS before its table.
 */
export type PageStyle = "login" | "pages" | "richText";

export interface StyleHandle {
  styles?: PageStyle[];
}

export function stylesHandle(...styles: PageStyle[]): StyleHandle {
  return { styles };
}
