import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton, textLink } from "../../../components/button-styles.ts";
import { useAuthDialog } from "../../../lib/auth-dialog-context.ts";
import type { TranslationFailure } from "../state/use-translator.ts";

/** The used-up quota (spec 001 §8 limit messages) or the last translation error, in the page. */
export function TranslationNotice({
  failure,
  isQuotaUsedUp,
  isAnonymous,
}: {
  failure: TranslationFailure | null;
  isQuotaUsedUp: boolean;
  isAnonymous: boolean;
}) {
  const { t } = useTranslation("translator");
  const openAuth = useAuthDialog();
  if (isQuotaUsedUp || failure?.kind === "quota") {
    return (
      <div
        role="alert"
        data-testid="quota-limit"
        className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900 dark:bg-slate-800 dark:text-slate-50"
      >
        {isAnonymous ? (
          <>
            <p className="font-semibold">{t("limit.anonymous")}</p>
            <p className="mt-1">{t("limit.anonymousText")}</p>
            <button
              type="button"
              className={`${primaryButton} mt-3`}
              onClick={() => openAuth({ initialTab: "register" })}
            >
              {t("limit.register")}
            </button>
          </>
        ) : (
          <>
            <p className="font-semibold">{t("limit.user")}</p>
            <Link to="/preise" className={textLink}>
              {t("limit.offers")}
            </Link>
          </>
        )}
      </div>
    );
  }
  if (!failure) return null;
  return (
    <div
      role="alert"
      data-testid="translation-error"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-slate-900 dark:border-red-300 dark:bg-slate-800 dark:text-slate-50"
    >
      <p className="font-semibold">{t("errors.title")}</p>
      <p>{t(`errors.${failure.kind}`)}</p>
      {failure.detail && <p className="mt-1">{failure.detail}</p>}
      {failure.kind === "other" && (
        <p className="mt-1">
          {t("errors.contactBefore")}{" "}
          <Link to="/kontakt" className={textLink}>
            {t("errors.contactLink")}
          </Link>
        </p>
      )}
    </div>
  );
}
