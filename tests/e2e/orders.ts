/** Orders made for a test, straight through the upstream API. */
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, expect, UPSTREAM_URL, type AccountName } from "./fixtures";

/** A seeded moderator no test logs in as: queues filtered by them hold only what a test gave them. */
export const MODERATOR3 = { email: "moderator3@lawha.test", password: "Moderator#2024", name: "ريم الزهراني" } as const;

type Credentials = { email: string; password: string };

async function upstreamToken(request: APIRequestContext, as: AccountName | Credentials = "admin"): Promise<string> {
  const account = typeof as === "string" ? ACCOUNTS[as] : as;
  const res = await request.post(`${UPSTREAM_URL}/api/auth/login`, {
    form: { email: account.email, password: account.password },
  });
  expect(res.status(), "upstream login").toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A fresh order (status new, no sub-status) straight through the upstream API. */
export async function createOrder(
  request: APIRequestContext,
  fields: Partial<Record<"mobile" | "email" | "name", string>> = {},
): Promise<{ id: number; name: string }> {
  const token = await upstreamToken(request);
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": "ar" };
  const lookups = await request.get(`${UPSTREAM_URL}/api/dashboard/pages/lookups`, { headers });
  const serviceId = ((await lookups.json()) as { data: { services: { id: number }[] } }).data.services[0]!.id;
  const name = fields.name ?? `عميل اختبار ${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/orders/store`, {
    headers,
    multipart: {
      title: "mr",
      name,
      mobile: fields.mobile ?? "0551234567",
      ...(fields.email ? { email: fields.email } : {}),
      service_id: String(serviceId),
      city: "الرياض",
      message: "أرغب في عرض سعر.",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, name };
}

/** A follow-up recorded by `as` (who must be allowed to follow orders up), straight through the upstream API. */
export async function addFollowUp(request: APIRequestContext, as: AccountName | Credentials, orderId: number, fields: Record<string, string>): Promise<void> {
  const token = await upstreamToken(request, as);
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/orders/${orderId}/follow-ups`, {
    headers: { Authorization: `Bearer ${token}`, "Accept-Language": "ar" },
    multipart: fields,
  });
  expect(res.status(), await res.text()).toBe(201);
}
