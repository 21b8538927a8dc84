import { allPermissions } from "../../contract/permissions";
import type { Permission } from "../../contract/permissions";
import type { Database, SqlValue } from "./sqlite";
import { hashPassword } from "./passwords";
import { setRolePermissions } from "./permissions";
import type { Rgb } from "./png";
import { twoTonePng } from "./png";
import * as content from "./seed-data";
import { saveUpload } from "./uploads";

export type SeedOptions = { db: Database; uploadDir: string; now: Date };

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Deterministic pseudo-random numbers (mulberry32), so every fresh database looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

const editorAreas = ["blogs", "tidings", "projects", "services", "partners", "testimonials"];
const roles: readonly { name: string; name_ar: string; permissions: readonly Permission[] }[] = [
  { name: "Administrator", name_ar: "مدير النظام", permissions: allPermissions },
  {
    name: "Content editor",
    name_ar: "محرر المحتوى",
    permissions: allPermissions.filter((p) => editorAreas.some((area) => p === `show ${area}` || p === `create ${area}` || p === `update ${area}`)),
  },
  { name: "Moderator", name_ar: "مشرف", permissions: ["show orders", "follow orders", "show statuses reports"] },
];

/**
 * Fills an empty database with demo data. Does nothing when users exist, so it is safe on every
 * start. Returns whether it seeded.
 */
export async function seed({ db, uploadDir, now }: SeedOptions): Promise<boolean> {
  db.prepare("INSERT OR IGNORE INTO settings (id, logo, default_language, created_at, updated_at) VALUES (1, NULL, 'ar', ?, ?)").run(
    now.toISOString(),
    now.toISOString(),
  );
  if (db.prepare("SELECT COUNT(*) FROM users").pluck().get() !== 0) return false;

  const rng = random(20240501);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const daysAgo = (maxDays: number) => at(rng.int(1, maxDays) * DAY + rng.int(0, 23) * HOUR + rng.int(0, 59) * 60_000);
  const image = () => {
    const png = twoTonePng(rng.pick(content.palette) as Rgb, rng.pick(content.palette) as Rgb);
    return saveUpload(uploadDir, png, { ext: "png", mime: "image/png" });
  };
  const paragraph = (text: string) => `<p>${text}</p>`;

  // Async work (hashing, files) first; the inserts then run in one transaction.
  const [clientHash, ...hashes] = await Promise.all(
    [content.clientPassword, ...content.users.map((user) => user.password)].map((password) => hashPassword(password)),
  );
  const userHashes = new Map(content.users.map((user, i) => [user.email, hashes[i]!]));
  const images = async (count: number) => Promise.all(Array.from({ length: count }, image));
  const categoryImages = await images(content.categories.length);
  const serviceImages = await images(content.services.length);
  const blogImages = await images(content.blogTopics.length);
  const newsImages = await images(content.newsHeadlines.length);
  const projectCount = 27;
  const projectImages = await images(projectCount);
  const customerLogos = await images(content.customers.length);
  const partnerLogos = await images(content.partners.length);
  const offerImages = await images(content.offers.length);
  const teamImages = await images(content.team.length);
  const testimonialImages = await images(content.testimonials.length);

  db.transaction(() => {
    const insert = (table: string, row: Record<string, SqlValue>): number => {
      const columns = Object.keys(row);
      const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`;
      return Number(db.prepare(sql).run(row).lastInsertRowid);
    };
    const stamped = (row: Record<string, SqlValue>, createdAt = daysAgo(365)) => ({
      ...row,
      created_at: createdAt,
      updated_at: createdAt,
    });

    content.countries.forEach(([code, name_ar, name_en, dial_code], index) =>
      db
        .prepare("INSERT OR IGNORE INTO countries (id, code, name_ar, name_en, dial_code) VALUES (?, ?, ?, ?, ?)")
        .run(index + 1, code, name_ar, name_en, dial_code),
    );

    const roleIds = new Map<string, number>();
    for (const role of roles) {
      // `name` is the old one-name column, kept equal to the English name.
      const id = insert("roles", stamped({ name: role.name, name_ar: role.name_ar, name_en: role.name }, at(400 * DAY)));
      setRolePermissions(db, id, role.permissions);
      roleIds.set(role.name, id);
    }
    const userIds = new Map<string, number>();
    for (const user of content.users) {
      const id = insert(
        "users",
        stamped(
          {
            name: user.name,
            email: user.email,
            phone: user.phone,
            avatar: null,
            password_hash: userHashes.get(user.email) ?? "",
            role_id: roleIds.get(user.role) ?? 0,
            is_active: "active" in user && !user.active ? 0 : 1,
          },
          at(400 * DAY),
        ),
      );
      userIds.set(user.email, id);
    }
    const moderatorIds = content.users.filter((user) => user.role === "Moderator").map((user) => userIds.get(user.email) ?? 0);

    const categoryIds = content.categories.map(([name_ar, name_en], i) =>
      insert("categories", stamped({ name_ar, name_en, image: categoryImages[i] ?? null, is_active: 1 })),
    );
    const serviceIds = content.services.map(([title_ar, title_en, description_ar, description_en], i) =>
      insert(
        "services",
        stamped({
          title_ar,
          title_en,
          image: serviceImages[i] ?? null,
          description_ar: paragraph(description_ar),
          description_en: paragraph(description_en),
          sort_order: i + 1,
          is_active: i === 9 ? 0 : 1,
        }),
      ),
    );
    const sourceIds = content.sources.map(([name_ar, name_en]) => insert("sources", stamped({ name_ar, name_en, is_active: 1 })));

    content.cities.forEach(([city_ar, city_en], i) => {
      const [street_ar, street_en] = content.branchStreets[i] ?? ["", ""];
      insert(
        "branches",
        stamped({
          name_ar: `فرع ${city_ar}`,
          name_en: `${city_en} branch`,
          address_ar: `${street_ar}، ${city_ar}`,
          address_en: `${street_en}, ${city_en}`,
          phone: `+9661${rng.int(10000000, 99999999)}`,
          email: `${city_en.toLowerCase()}@lawha.test`,
          city: city_ar,
          map_url: `https://maps.google.com/?q=${encodeURIComponent(`${city_en}, Saudi Arabia`)}`,
          is_active: i === 11 ? 0 : 1,
        }),
      );
    });

    content.blogTopics.forEach(([title_ar, title_en], i) => {
      const createdAt = daysAgo(365);
      insert(
        "blogs",
        stamped(
          {
            title_ar,
            title_en,
            category_id: rng.pick(categoryIds),
            image: blogImages[i] ?? null,
            content_ar: `<h2>${title_ar}</h2><p>منذ تأسيسها عام 1999 تعمل المجموعة في المقاولات ونقل المحروقات والتطوير العقاري. في هذا المقال نشارك خبرتنا العملية.</p><ul><li>التخطيط المبكر</li><li>الالتزام بمعايير السلامة</li><li>المتابعة اليومية</li></ul>`,
            content_en: `<h2>${title_en}</h2><p>Since 1999 the group has worked in contracting, fuel transport and real estate. In this article we share what we have learnt on site.</p><ul><li>Plan early</li><li>Keep to safety standards</li><li>Follow up daily</li></ul>`,
            published_at: i % 7 === 6 ? null : createdAt,
            is_active: i % 7 === 6 ? 0 : 1,
          },
          createdAt,
        ),
      );
    });

    content.newsHeadlines.forEach(([title_ar, title_en], i) => {
      const createdAt = daysAgo(365);
      insert(
        "tidings",
        stamped(
          {
            title_ar,
            title_en,
            image: newsImages[i] ?? null,
            content_ar: paragraph(`${title_ar}. ويأتي ذلك ضمن خطة المجموعة للتوسع في مناطق المملكة.`),
            content_en: paragraph(`${title_en}. This is part of the group's plan to grow across the Kingdom.`),
            published_at: createdAt,
            is_active: i % 9 === 8 ? 0 : 1,
          },
          createdAt,
        ),
      );
    });

    for (let i = 0; i < projectCount; i++) {
      const [type_ar, type_en] = content.projectTypes[i % content.projectTypes.length] ?? ["", ""];
      const [city_ar, city_en] = content.cities[(i * 5) % content.cities.length] ?? ["", ""];
      const year = rng.int(2008, 2026);
      insert(
        "projects",
        stamped({
          title_ar: `${type_ar} في ${city_ar}`,
          title_en: `${type_en} in ${city_en}`,
          category_id: categoryIds[i % 5] ?? null,
          image: projectImages[i] ?? null,
          location_ar: city_ar,
          location_en: city_en,
          year,
          content_ar: paragraph(`نفذت المجموعة مشروع ${type_ar} في ${city_ar} وسُلّم عام ${year}.`),
          content_en: paragraph(`The group built this ${type_en.toLowerCase()} in ${city_en}, handed over in ${year}.`),
          is_active: 1,
        }),
      );
    }

    content.customers.forEach(([name_ar, name_en], i) =>
      insert(
        "customers",
        stamped({
          name_ar,
          name_en,
          logo: customerLogos[i] ?? null,
          website: `https://www.example.com/${name_en.toLowerCase().replace(/[^a-z]+/g, "-")}`,
          is_active: 1,
        }),
      ),
    );
    content.partners.forEach(([name_ar, name_en], i) =>
      insert(
        "partners",
        stamped({
          name_ar,
          name_en,
          logo: partnerLogos[i] ?? null,
          website: i % 4 === 3 ? null : `https://www.example.org/${name_en.toLowerCase().replace(/[^a-z]+/g, "-")}`,
          is_active: 1,
        }),
      ),
    );
    content.offers.forEach(([title_ar, title_en, service, price, discount], i) => {
      const startsAt = new Date(now.getTime() + (i - 4) * 10 * DAY);
      startsAt.setUTCHours(0, 0, 0, 0);
      insert(
        "offers",
        stamped({
          title_ar,
          title_en,
          service_id: serviceIds[service] ?? null,
          description_ar: paragraph(`${title_ar} لفترة محدودة.`),
          description_en: paragraph(`${title_en}, for a limited time.`),
          image: offerImages[i] ?? null,
          price,
          discount_percent: discount,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 45 * DAY).toISOString(),
          is_active: i === 0 ? 0 : 1,
        }),
      );
    });
    content.team.forEach(([name_ar, name_en, position_ar, position_en], i) =>
      insert(
        "doctors",
        stamped({
          name_ar,
          name_en,
          position_ar,
          position_en,
          image: teamImages[i] ?? null,
          bio_ar: `${position_ar} في المجموعة، بخبرة تزيد على ${10 + i * 2} عاماً.`,
          bio_en: `${position_en} of the group, with more than ${10 + i * 2} years of experience.`,
          sort_order: i + 1,
          is_active: 1,
        }),
      ),
    );
    content.testimonials.forEach(([name, company, content_ar, content_en], i) =>
      insert(
        "testimonials",
        stamped({
          name,
          company,
          content_ar,
          content_en,
          rating: i % 4 === 3 ? 4 : 5,
          image: i % 3 === 0 ? null : (testimonialImages[i] ?? null),
          is_active: i === 11 ? 0 : 1,
        }),
      ),
    );

    const personName = (i: number) => {
      const first = content.firstNames[(i * 7) % content.firstNames.length] ?? content.firstNames[0];
      const last = content.lastNames[(i * 5) % content.lastNames.length] ?? content.lastNames[0];
      if (!first || !last) throw new Error("seed name lists are empty");
      return { first, last, name: `${first[0]} ${last[0]}`, title: first[2] };
    };
    const clientCountries = [1, 1, 1, 1, 1, 2, 3, 13, 4, 1];
    for (let i = 0; i < 30; i++) {
      const { first, last, name, title } = personName(i);
      const countryId = clientCountries[i % clientCountries.length] ?? 1;
      const dial = content.countries[countryId - 1]?.[3] ?? "+966";
      insert(
        "clients",
        stamped({
          title,
          name,
          email: `${first[1]}.${last[1]}${i + 1}@example.com`,
          phone: `${dial}5${rng.int(10000000, 99999999)}`,
          country_id: countryId,
          city: countryId === 1 ? (rng.pick(content.cities)[0] ?? null) : null,
          image: null,
          password_hash: clientHash,
          is_active: i % 10 === 9 ? 0 : 1,
        }),
      );
    }

    // Orders: every status, sub-status, source and moderator appears, over the last 90 days.
    const orderCount = 60;
    const plan = rng.shuffle(
      Array.from({ length: orderCount }, (_, i) => {
        if (i < 14) return { status: 1, sub: null };
        if (i < 32) return { status: 2, sub: ((i - 14) % 3) + 1 };
        if (i < 44) return { status: 3, sub: 4 };
        return { status: 4, sub: ((i - 44) % 6) + 5 };
      }),
    );
    const createdTimes = Array.from({ length: orderCount }, () => now.getTime() - rng.int(1 * HOUR, 89 * DAY)).sort((a, b) => a - b);
    plan.forEach(({ status, sub }, i) => {
      const created = createdTimes[i] ?? now.getTime();
      const { first, last, name, title } = personName(i + 3);
      const moderatorId = status === 1 ? null : (moderatorIds[i % moderatorIds.length] ?? null);
      const orderId = insert("orders", {
        title,
        name,
        mobile: `+9665${rng.int(10000000, 99999999)}`,
        email: i % 3 === 0 ? null : `${first[1]}.${last[1]}.order${i + 1}@example.com`,
        country_id: 1,
        city: rng.pick(content.cities)[0] ?? null,
        code: i % 5 === 0 ? `LAWHA${rng.int(10, 30)}` : null,
        short_description: rng.pick(content.orderDescriptions),
        service_id: rng.pick(serviceIds),
        message: rng.pick(content.orderMessages),
        source_id: sourceIds[i % sourceIds.length] ?? null,
        status,
        sub_status: sub,
        moderator_id: moderatorId,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
      });
      if (status === 1 || sub === null || moderatorId === null) return;

      const count = rng.int(1, 4);
      const span = now.getTime() - created;
      let last_at = created;
      for (let k = 1; k <= count; k++) {
        const isLast = k === count;
        const time = created + Math.floor((span * k) / (count + 1));
        last_at = time;
        const followUpSub = isLast ? sub : rng.int(1, 3);
        insert("follow_ups", {
          order_id: orderId,
          user_id: isLast ? moderatorId : rng.pick(moderatorIds),
          status: isLast ? status : 2,
          sub_status: followUpSub,
          comment: content.followUpComments[followUpSub - 1] ?? null,
          next_contact_at: followUpSub <= 3 ? new Date(time + 2 * DAY).toISOString() : null,
          idempotency_key: null,
          created_at: new Date(time).toISOString(),
        });
      }
      db.prepare("UPDATE orders SET updated_at = ? WHERE id = ?").run(new Date(last_at).toISOString(), orderId);
    });
  })();
  return true;
}
