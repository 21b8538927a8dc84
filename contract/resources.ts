import type { Permission } from "./permissions";

/** API resource names: the path segment after `/api/dashboard/`. */
export const resourceNames = [
  "blogs",
  "branches",
  "categories",
  "profile",
  "customers",
  "tidings",
  "offers",
  "orders",
  "partners",
  "projects",
  "roles",
  "services",
  "sources",
  "doctors",
  "testimonials",
  "users",
] as const;

export type ResourceName = (typeof resourceNames)[number];

export function isResourceName(value: string): value is ResourceName {
  return (resourceNames as readonly string[]).includes(value);
}

export type ListFilter = {
  /** Query parameter name. */
  param: string;
  kind: "int" | "bool" | "date";
  /** What the filter means, for the README and for humans. */
  description: string;
};

export type ResourceContract = {
  /** Needed for `all` and `show`. */
  show: Permission;
  /** Needed for `store`. */
  create: Permission;
  /** Needed for `update` and `delete`; null when the resource cannot be updated or deleted. */
  update: Permission | null;
  /** false: records are never deleted (`delete` answers 422; they are deactivated instead). */
  deletes?: false;
  /** Record fields searched by `?name=` (contract/README.md, "Search"; a phone field also by its digits). */
  search: readonly string[];
  /** Allowed values of `?sort=` (anything else is ignored; default `id`, `dir=desc`). */
  sort: readonly string[];
  /** Extra `all` query filters besides page, per_page, name, sort, dir. */
  filters: readonly ListFilter[];
};

const isActive: ListFilter = { param: "is_active", kind: "bool", description: "1 or 0" };
const roleId: ListFilter = { param: "role_id", kind: "int", description: "role id" };
const categoryId: ListFilter = { param: "category_id", kind: "int", description: "category id" };
const base = ["id", "created_at", "updated_at"] as const;

export const resourceContracts: Record<ResourceName, ResourceContract> = {
  blogs: {
    show: "show blogs",
    create: "create blogs",
    update: "update blogs",
    search: ["title_ar", "title_en"],
    sort: [...base, "title_ar", "title_en", "published_at", "is_active"],
    filters: [isActive, categoryId],
  },
  branches: {
    show: "show branches",
    create: "create branches",
    update: "update branches",
    search: ["name_ar", "name_en", "email", "phone", "city"],
    sort: [...base, "name_ar", "name_en", "city", "is_active"],
    filters: [isActive],
  },
  categories: {
    show: "show categories",
    create: "create categories",
    update: "update categories",
    search: ["name_ar", "name_en"],
    sort: [...base, "name_ar", "name_en", "is_active"],
    filters: [isActive],
  },
  profile: {
    show: "show profiles",
    create: "create profiles",
    update: "update profiles",
    search: ["name", "email", "phone"],
    sort: [...base, "name", "email", "city", "is_active"],
    filters: [isActive, { param: "country_id", kind: "int", description: "country id" }],
  },
  customers: {
    show: "show customers",
    create: "create customers",
    update: "update customers",
    search: ["name_ar", "name_en"],
    sort: [...base, "name_ar", "name_en", "is_active"],
    filters: [isActive],
  },
  tidings: {
    show: "show tidings",
    create: "create tidings",
    update: "update tidings",
    search: ["title_ar", "title_en"],
    sort: [...base, "title_ar", "title_en", "published_at", "is_active"],
    filters: [isActive],
  },
  offers: {
    show: "show offers",
    create: "create offers",
    update: "update offers",
    search: ["title_ar", "title_en"],
    sort: [...base, "title_ar", "title_en", "price", "discount_percent", "starts_at", "ends_at", "is_active"],
    filters: [isActive, { param: "service_id", kind: "int", description: "service id" }],
  },
  orders: {
    show: "show orders",
    create: "create orders",
    update: null,
    search: ["name", "email", "mobile"],
    // `next_contact_at`: an optional extension (the follow-up queue), contract/README.md §6.
    sort: [...base, "name", "status", "sub_status", "next_contact_at"],
    filters: [
      { param: "status", kind: "int", description: "1 new, 2 tracking, 3 done, 4 cancel" },
      { param: "sub_status", kind: "int", description: "1–10" },
      { param: "source_id", kind: "int", description: "source id" },
      { param: "service_id", kind: "int", description: "service id" },
      { param: "moderator_id", kind: "int", description: "user id of the moderator" },
      { param: "date_from", kind: "date", description: "created_at on or after this day (YYYY-MM-DD, UTC)" },
      { param: "date_to", kind: "date", description: "created_at on or before this day (YYYY-MM-DD, UTC)" },
    ],
  },
  partners: {
    show: "show partners",
    create: "create partners",
    update: "update partners",
    search: ["name_ar", "name_en"],
    sort: [...base, "name_ar", "name_en", "is_active"],
    filters: [isActive],
  },
  projects: {
    show: "show projects",
    create: "create projects",
    update: "update projects",
    search: ["title_ar", "title_en", "location_ar", "location_en"],
    sort: [...base, "title_ar", "title_en", "year", "is_active"],
    filters: [isActive, categoryId],
  },
  roles: {
    show: "show roles",
    create: "create roles",
    update: "update roles",
    search: ["name_ar", "name_en"],
    sort: [...base, "name_ar", "name_en"],
    filters: [],
  },
  services: {
    show: "show services",
    create: "create services",
    update: "update services",
    search: ["title_ar", "title_en"],
    sort: [...base, "title_ar", "title_en", "sort_order", "is_active"],
    filters: [isActive],
  },
  sources: {
    show: "show sources",
    create: "create sources",
    update: "update sources",
    search: ["name_ar", "name_en"],
    sort: [...base, "name_ar", "name_en", "is_active"],
    filters: [isActive],
  },
  doctors: {
    show: "show doctors",
    create: "add doctors",
    update: "update doctors",
    search: ["name_ar", "name_en", "position_ar", "position_en"],
    sort: [...base, "name_ar", "name_en", "sort_order", "is_active"],
    filters: [isActive],
  },
  testimonials: {
    show: "show testimonials",
    create: "create testimonials",
    update: "update testimonials",
    search: ["name", "company"],
    sort: [...base, "name", "rating", "is_active"],
    filters: [isActive],
  },
  /**
   * Staff accounts (an optional extension). Never deleted: `delete` answers 422 and an account is
   * deactivated instead. The last active administrator (an active account whose role holds
   * `update users`) cannot be deactivated or given a role without it: a 422 on that field.
   */
  users: {
    show: "show users",
    create: "create users",
    update: "update users",
    deletes: false,
    search: ["name", "email"],
    sort: [...base, "name", "email", "is_active"],
    filters: [isActive, roleId],
  },
};
