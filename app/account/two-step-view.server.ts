import QRCode from "qrcode";
import { groupKey } from "../../contract/two-step";
import type { TwoStepSecret } from "~/components/two-step";

/** The set-up's QR code, drawn on the server as an SVG (so it shows without JavaScript), and the key in groups of four. */
export async function secretView(secret: { secret: string; otpauth_url: string }): Promise<TwoStepSecret> {
  const svg = await QRCode.toString(secret.otpauth_url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { key: groupKey(secret.secret), qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
