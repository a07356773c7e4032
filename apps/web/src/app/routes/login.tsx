import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { primaryButton } from "../../components/button-styles.ts";
import { PendingPage } from "../../components/page/pending-page.tsx";
import { useAuthDialog } from "../../lib/auth-dialog-context.ts";

/** /login: the guarded routes send visitors here; the dialog does the work. */
export function LoginRoute() {
  const { t } = useTranslation("pages");
  const openAuthDialog = useAuthDialog();
  const [params] = useSearchParams();
  const returnUrl = params.get("returnUrl") ?? "/";
  return (
    <PendingPage page="login">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => openAuthDialog({ initialTab: "login", returnUrl })}
        >
          {t("login.open")}
        </button>
        <button
          type="button"
          className={primaryButton}
          onClick={() => openAuthDialog({ initialTab: "register", returnUrl })}
        >
          {t("login.register")}
        </button>
      </div>
    </PendingPage>
  );
}
