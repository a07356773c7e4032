import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { primaryButton, secondaryButton } from "../../components/button-styles.ts";
import { Page } from "../../components/page/page.tsx";
import { PendingPage } from "../../components/page/pending-page.tsx";
import { useSession } from "../../lib/session/session-context.tsx";

/** /bilder guard (spec 000 §2): anonymous -> /login (replace); no images_search -> notice with two links. */
export function ImagesRoute() {
  const { t } = useTranslation("pages");
  const session = useSession();
  if (session.status !== "authenticated") return <Navigate to="/login" replace />;
  if (!session.tier?.images_search) {
    return (
      <Page title={t("imagesBlocked.title")} heading={t("imagesBlocked.heading")}>
        <p>{t("imagesBlocked.text")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/preise" className={primaryButton}>
            {t("imagesBlocked.upgrade")}
          </Link>
          <Link to="/" className={secondaryButton}>
            {t("imagesBlocked.home")}
          </Link>
        </div>
      </Page>
    );
  }
  return <PendingPage page="images" />;
}
