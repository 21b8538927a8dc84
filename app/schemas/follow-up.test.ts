import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { needsNextContact } from "../../contract/orders";
import { FollowUpSchema, followUpSchemaFor } from "./follow-up";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return parseWithZod(data, { schema: FollowUpSchema });
};

const errorsOf = (submission: ReturnType<typeof form>) => (submission.status === "error" ? submission.error : undefined);

describe("the follow-up schema", () => {
  it("asks for the next contact day with the follow-up sub-statuses (1–3) only", () => {
    expect([1, 2, 3, 4, 5, 10].map(needsNextContact)).toEqual([true, true, true, false, false, false]);
    for (const sub of ["1", "2", "3"]) {
      const refused = form({ status: "2", sub_status: sub, comment: "لم يرد" });
      expect(refused.status).toBe("error");
      expect(errorsOf(refused)?.next_contact_at).toEqual(["validation.nextContactRequired"]);
    }
    const closed = form({ status: "4", sub_status: "5" });
    expect(closed.status).toBe("success");
    const done = form({ status: "3", sub_status: "4" });
    expect(done.status).toBe("success");
  });

  it("takes the day in Latin or Arabic-Indic digits and sends it with Latin ones", () => {
    const latin = form({ status: "1", sub_status: "1", next_contact_at: "2026-11-29" });
    expect(latin.status === "success" && latin.value.next_contact_at).toBe("2026-11-29");
    const arabic = form({ status: "2", sub_status: "3", next_contact_at: "٢٠٢٦-١١-٢٩" });
    expect(arabic.status === "success" && arabic.value.next_contact_at).toBe("2026-11-29");
  });

  it("refuses an impossible day and a sub-status that does not go with the status", () => {
    expect(errorsOf(form({ status: "2", sub_status: "2", next_contact_at: "2026-02-30" }))?.next_contact_at).toEqual(["validation.invalid"]);
    expect(errorsOf(form({ status: "4", sub_status: "1", next_contact_at: "2026-11-29" }))?.sub_status).toEqual(["validation.subStatusMismatch"]);
  });

  it("takes the day typed day first, as a Riyadh office writes it", () => {
    const typed = form({ status: "2", sub_status: "2", next_contact_at: "08-12-2026" });
    expect(typed.status === "success" && typed.value.next_contact_at).toBe("2026-12-08");
  });

  it("refuses a next contact in the past of the company's today, and allows today and a day off", () => {
    const on = (day: string, fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return parseWithZod(data, { schema: followUpSchemaFor(day) });
    };
    const past = on("2026-12-08", { status: "2", sub_status: "1", comment: "يبقى", next_contact_at: "2026-12-07" });
    expect(errorsOf(past)?.next_contact_at).toEqual(["validation.nextContactPast"]);
    expect(on("2026-12-08", { status: "2", sub_status: "1", next_contact_at: "2026-12-08" }).status).toBe("success");
    // 11 December 2026 is a Friday.
    expect(on("2026-12-08", { status: "2", sub_status: "1", next_contact_at: "11-12-2026" }).status).toBe("success");
    // A closed follow-up's day is not kept, so not checked.
    expect(on("2026-12-08", { status: "4", sub_status: "6", next_contact_at: "2026-12-01" }).status).toBe("success");
  });
});
