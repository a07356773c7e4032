import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton, textLink } from "../../../components/button-styles.ts";
import { useAuthDialog } from "../../../lib/auth-dialog-context.ts";
import { useSession } from "../../../lib/session/session-context.tsx";

type Requirement = "login" | "subscription" | "noText";

function ThumbIcon({ isDown = false }: { isDown?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-5 ${isDown ? "rotate-180" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}

const small = `${secondaryButton} px-3 py-1.5 text-sm`;

/**
 * Thumbs feedback, rerolls and the history link (spec 001 §2). Without an account each one says
 * what it needs with the spec's words; the accounts issue connects them to the server.
 */
export function AccountActions({ hasOutput }: { hasOutput: boolean }) {
  const { t } = useTranslation("translator");
  const session = useSession();
  const openAuth = useAuthDialog();
  const [requirement, setRequirement] = useState<Requirement | null>(null);
  const isLoggedIn = session.status === "authenticated";

  const needs = (kind: "feedback" | "reroll") => {
    if (!isLoggedIn) return setRequirement("login");
    if (!hasOutput) return setRequirement("noText");
    // Rerolls need a tier with the reroll flag; the session does not carry it yet.
    if (kind === "reroll") return setRequirement("subscription");
    setRequirement(null);
  };

  const message: Record<Requirement, ReactNode> = {
    login: (
      <>
        <strong>{t("account.loginRequired")}</strong> {t("account.loginRequiredText")}{" "}
        <button type="button" className={textLink} onClick={() => openAuth({ initialTab: "login" })}>
          {t("account.login")}
        </button>
      </>
    ),
    subscription: (
      <>
        <strong>{t("account.aboRequired")}</strong>{" "}
        <Link to="/preise" className={textLink}>
          {t("account.offers")}
        </Link>
      </>
    ),
    noText: <strong>{t("account.feedbackImpossible")}</strong>,
  };

  return (
    <div className="mt-4 space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          onClick={() => needs("feedback")}
          aria-label={t("account.thumbsUp")}
        >
          <ThumbIcon />
        </button>
        <button
          type="button"
          className={small}
          onClick={() => needs("feedback")}
          aria-label={t("account.thumbsDown")}
        >
          <ThumbIcon isDown />
        </button>
        {(["kuerzen", "erklaeren", "uebersetzen"] as const).map((type) => (
          <button key={type} type="button" className={small} onClick={() => needs("reroll")}>
            {t(`account.reroll.${type}`)}
          </button>
        ))}
        {isLoggedIn ? (
          <Link to="/konto/uebersetzungen" className={`${small} no-underline`}>
            {t("account.history")}
          </Link>
        ) : (
          <button type="button" className={small} onClick={() => setRequirement("login")}>
            {t("account.history")}
          </button>
        )}
      </div>
      <p role="status" data-testid="account-requirement" className="min-h-6 text-sm">
        {requirement ? message[requirement] : ""}
      </p>
    </div>
  );
}
