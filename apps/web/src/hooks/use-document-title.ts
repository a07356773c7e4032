import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** "Preise – Leicht": every route has its own title (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation("common");
  const appName = t("appName");
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}
