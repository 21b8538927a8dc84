import type { useLoaderData } from "@remix-run/react";
import type { entityListLoader } from "./list.server";

/** The list page's loader data, as its components read it. */
export type ListData = ReturnType<typeof useLoaderData<typeof entityListLoader>>;
