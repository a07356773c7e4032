import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { primaryButton, secondaryButton } from "../../components/button-styles.ts";
import { useAuthDialog } from "../../lib/auth-dialog-context.ts";

/** Anmelden / Registrieren: open the dialog with the current location as return URL. */
export function AuthButtons({ className = "" }: { className?: string }) {
  const { t } = useTranslation("nav");
  const openAuthDialog = useAuthDialog();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className={`flex gap-2 ${className}`}>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => openAuthDialog({ initialTab: "login", returnUrl })}
      >
        {t("login")}
      </button>
      <button
        type="button"
        className={primaryButton}
        onClick={() => openAuthDialog({ initialTab: "register", returnUrl })}
      >
        {t("register")}
      </button>
    </div>
  );
}
