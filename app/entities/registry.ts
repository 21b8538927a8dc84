import type { AreaKey } from "~/utils/permissions";
import { blogs } from "./definitions/blogs";
import { branches } from "./definitions/branches";
import { category } from "./definitions/category";
import { clients } from "./definitions/clients";
import { customers } from "./definitions/mange-clients";
import { news } from "./definitions/news";
import { offers } from "./definitions/offers";
import { orders } from "./definitions/orders";
import { partners } from "./definitions/partners";
import { projects } from "./definitions/projects";
import { roles } from "./definitions/roles";
import { services } from "./definitions/services";
import { sources } from "./definitions/sources";
import { teams } from "./definitions/teams";
import { testimonials } from "./definitions/testimonials";
import { users } from "./definitions/users";
import type { Entity } from "./types";
import type { EntityArea } from "./areas";

const DESCRIPTORS = {
  blogs,
  branches,
  category,
  clients,
  "mange-clients": customers,
  news,
  offers,
  orders,
  partners,
  projects,
  roles,
  services,
  sources,
  teams,
  testimonials,
  users,
} satisfies Record<EntityArea, Entity>;

/**
 * Every entity, by area: the fifteen of the spec and staff accounts (CSV export, search, contract
 * test). One descriptor for each line of ENTITY_AREAS (areas.ts), which the route tree is built
 * from, and nothing else: the compiler refuses a missing or an extra area.
 */
export const ENTITIES: Record<string, Entity> = DESCRIPTORS;

export function entityByArea(area: string): Entity | undefined {
  return Object.hasOwn(ENTITIES, area) ? ENTITIES[area as AreaKey] : undefined;
}
