import type { LoaderFunctionArgs } from "@remix-run/node";
import { refusedLoader, templateLoader } from "~/entities/import/import.server";

/** An import's files (resource routes, no page): the template to fill, or the rows an import refused. */
export function loader(args: LoaderFunctionArgs) {
  return args.params.id === undefined ? templateLoader(args) : refusedLoader(args);
}
