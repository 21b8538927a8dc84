import { useTranslation } from "~/utils/i18n/translation";
import { useHydrated } from "~/utils/hooks/hydrated";

/** What the set-up of two-step login shows: the QR code (an SVG made on the server) and the key as text. */
export interface TwoStepSecret {
  /** The key in groups of four, for typing into an app. */
  key: string;
  /** `data:image/svg+xml;base64,…` of the QR code of the `otpauth://` address. */
  qr: string;
}

export function TwoStepKey({ secret }: { secret: TwoStepSecret }) {
  const { t } = useTranslation();
  return (
    <div className="two-step-key stack">
      <p>{t("account.twoStep.scan")}</p>
      <img src={secret.qr} alt={t("account.twoStep.qrAlt")} width={180} height={180} className="two-step-qr" />
      <p>
        {t("account.twoStep.key")}:{" "}
        <code dir="ltr" className="two-step-secret" data-testid="two-step-key">
          {secret.key}
        </code>
      </p>
    </div>
  );
}

/** The ten recovery codes, shown once: a list, a text file to download, and (with JavaScript) print. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t("account.twoStep.recoveryHeading")} — ${t("app.name")}\n\n${codes.join("\n")}\n`)}`;
  return (
    <section className="recovery-codes stack" aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">{t("account.twoStep.recoveryHeading")}</h2>
      <p role="status">{t("account.twoStep.recoveryIntro")}</p>
      <ul className="recovery-list" dir="ltr" aria-labelledby="recovery-heading">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <a className="button" href={file} download="lawha-recovery-codes.txt">
          {t("account.twoStep.download")}
        </a>
        {/* Printing needs the browser's dialog: with JavaScript a button, without it the browser's own menu. */}
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t("account.twoStep.print")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
