import type { useLoaderData } from "@remix-run/react";
import type { entityListLoader } from "./list.server";
import type { Entity } from "./types";

/** The list page's loader data, as its components read it. */
export type ListData = ReturnType<typeof useLoaderData<typeof entityListLoader>>;

/** Client rows carry their actions in one drop-down menu (dropList); other rows show them inline. */
export const hasRowMenu = (d: Pick<Entity, "area">): boolean => d.area === "clients";
