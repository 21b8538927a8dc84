import { Hono } from "hono";
import { formFields } from "../../contract/fields";
import { LIKELY_DUPLICATES_MAX } from "../../contract/likely-duplicates";
import { needsNextContact, subStatusFits } from "../../contract/orders";
import { isObject } from "./body";
import { recordActivity } from "./activity";
import type { FieldChange } from "../../contract/activity";
import { readInput } from "./body";
import type { Database } from "./sqlite";
import type { AppContext, AppEnv, Deps } from "./http";
import { addError, apiError, hasErrors, idParam, message, requirePermission, validationError } from "./http";
import { translate } from "./i18n";
import { validateFields } from "./validate";

type FollowUpRow = {
  id: number;
  order_id: number;
  user_id: number;
  user_name: string;
  status: number;
  sub_status: number;
  comment: string | null;
  next_contact_at: string | null;
  created_at: string;
};

const SELECT = `SELECT f.*, users.name AS user_name FROM follow_ups f JOIN users ON users.id = f.user_id`;

function serialize(row: FollowUpRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    user: { id: row.user_id, name: row.user_name },
    status: row.status,
    sub_status: row.sub_status,
    comment: row.comment,
    next_contact_at: row.next_contact_at,
    created_at: row.created_at,
  };
}

function findByKey(db: Database, orderId: number, key: string): FollowUpRow | undefined {
  return db.prepare(`${SELECT} WHERE f.order_id = ? AND f.idempotency_key = ?`).get(orderId, key) as FollowUpRow | undefined;
}

export function orderRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  const orderId = (c: AppContext): number => {
    requirePermission(c, "follow orders");
    const id = idParam(c);
    if (!db.prepare("SELECT 1 FROM orders WHERE id = ?").get(id)) throw apiError(404, c.var.lang, "notFound");
    return id;
  };

  /**
   * Which (phone, service) pairs already have an order created since a moment: one query for a
   * whole import's rows. The latest such order per pair; the import's permission.
   */
  routes.post("/orders/likely-duplicates", async (c) => {
    requirePermission(c, "create orders");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw apiError(400, c.var.lang, "malformedBody");
    }
    const since = isObject(body) && typeof body.since === "string" ? new Date(body.since) : null;
    const pairs = isObject(body) ? body.pairs : undefined;
    const fits = (p: unknown) => isObject(p) && typeof p.mobile === "string" && Number.isInteger(p.service_id);
    if (!since || Number.isNaN(since.getTime()) || !Array.isArray(pairs) || !pairs.every(fits)) throw apiError(400, c.var.lang, "malformedBody");
    if (pairs.length > LIKELY_DUPLICATES_MAX) throw apiError(413, c.var.lang, "tooLarge");
    const rows = db
      .prepare(
        `SELECT o.id, o.mobile, o.service_id, o.created_at FROM orders o
         JOIN (SELECT DISTINCT json_extract(value, '$.mobile') AS mobile, json_extract(value, '$.service_id') AS service_id FROM json_each(?)) p
           ON o.mobile = p.mobile AND o.service_id = p.service_id
         WHERE o.created_at >= ? AND o.deleted_at IS NULL ORDER BY o.id DESC`,
      )
      .all(JSON.stringify(pairs), since.toISOString()) as Array<{ id: number; mobile: string; service_id: number; created_at: string }>;
    const latest = new Map<string, (typeof rows)[number]>();
    for (const row of rows) if (!latest.has(`${row.mobile} ${row.service_id}`)) latest.set(`${row.mobile} ${row.service_id}`, row);
    return c.json({ data: [...latest.values()] });
  });

  routes.get("/orders/:id/follow-ups", (c) => {
    const id = orderId(c);
    const rows = db.prepare(`${SELECT} WHERE f.order_id = ? ORDER BY f.id`).all(id) as FollowUpRow[];
    return c.json({ data: rows.map(serialize) });
  });

  routes.post("/orders/:id/follow-ups", async (c) => {
    const id = orderId(c);
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.followUp, input, {
      lang: c.var.lang,
      mode: "store",
      refExists: () => false,
    });
    const status = values.get("status");
    const subStatus = values.get("sub_status");
    if (!errors.sub_status?.length && typeof status === "number" && typeof subStatus === "number" && !subStatusFits(status, subStatus)) {
      addError(errors, "sub_status", translate(c.var.lang, "subStatusMismatch"));
    }
    if (hasErrors(errors)) throw validationError(errors);

    const key = values.get("idempotency_key");
    const idempotencyKey = typeof key === "string" ? key : null;
    const repeated = idempotencyKey === null ? undefined : findByKey(db, id, idempotencyKey);
    if (repeated) return c.json({ message: message(c, "followUpAdded"), data: serialize(repeated) }, 200);

    const now = deps.now().toISOString();
    const followUpId = db.transaction(() => {
      const before = db.prepare("SELECT name, status, sub_status, moderator_id, next_contact_at FROM orders WHERE id = ?").get(id) as Record<
        string,
        string | number | null
      >;
      const result = db
        .prepare(
          `INSERT INTO follow_ups (order_id, user_id, status, sub_status, comment, next_contact_at, idempotency_key, created_at)
           VALUES (@order_id, @user_id, @status, @sub_status, @comment, @next_contact_at, @idempotency_key, @created_at)`,
        )
        .run({
          order_id: id,
          user_id: c.var.user.id,
          status: values.get("status"),
          sub_status: values.get("sub_status"),
          comment: values.get("comment") ?? null,
          // Only a follow-up that waits for another call keeps a day: a closed or done order has no next contact.
          next_contact_at: needsNextContact(subStatus) ? (values.get("next_contact_at") ?? null) : null,
          idempotency_key: idempotencyKey,
          created_at: now,
        });
      db.prepare("UPDATE orders SET status = ?, sub_status = ?, moderator_id = ?, updated_at = ? WHERE id = ?").run(
        values.get("status"),
        values.get("sub_status"),
        c.var.user.id,
        now,
        id,
      );
      // The activity entry: what the follow-up changed on the order, and its comment.
      const after = db.prepare("SELECT status, sub_status, moderator_id, next_contact_at FROM orders WHERE id = ?").get(id) as Record<
        string,
        string | number | null
      >;
      const changes: FieldChange[] = ["status", "sub_status", "moderator_id", "next_contact_at"]
        .filter((field) => before[field] !== after[field])
        .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
      const comment = values.get("comment");
      if (typeof comment === "string" && comment !== "") changes.push({ field: "comment", before: null, after: comment });
      recordActivity(deps, {
        userId: c.var.user.id,
        resource: "orders",
        recordId: id,
        action: "follow_up",
        label: (before.name as string) ?? null,
        changes,
        now,
      });
      return Number(result.lastInsertRowid);
    })();
    const row = db.prepare(`${SELECT} WHERE f.id = ?`).get(followUpId) as FollowUpRow;
    return c.json({ message: message(c, "followUpAdded"), data: serialize(row) }, 201);
  });

  return routes;
}
