import { describe, expect, it } from "vitest";
import { z } from "zod";
import { limits } from "../../../contract/fields";
import { imageFileSchema } from "~/entities/widgets/image";
import { oversizedErrors } from "~/server/forms.server";
import { fileSizeMessage } from "./image-field";

describe("a file over the limit", () => {
  it("is refused in the browser with the server's own message: the same key and size", () => {
    const browser = fileSizeMessage(limits.imageBytes);
    expect(browser).toBe("validation.fileSize|size=2");
    // The body reader's cap, and the form schema's check.
    expect(oversizedErrors(["image"]).image).toEqual([browser]);
    const big = new File([new Uint8Array(limits.imageBytes + 1)], "big.png", { type: "image/png" });
    expect(
      imageFileSchema(z, true)
        .safeParse(big)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([browser]);
  });
});
