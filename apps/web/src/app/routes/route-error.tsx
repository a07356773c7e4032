import { useTranslation } from "react-i18next";
import { primaryButton } from "../../components/button-styles.ts";
import { Page } from "../../components/page/page.tsx";

/** A route that failed to load (e.g. its code after an update): calm message, reload button. */
export function RouteErrorRoute() {
  const { t } = useTranslation("errors");
  return (
    <Page title={t("route.title")}>
      <p>{t("route.text")}</p>
      <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
        {t("boundary.reload")}
      </button>
    </Page>
  );
}
