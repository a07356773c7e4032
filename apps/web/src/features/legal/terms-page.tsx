import { useTranslation } from "react-i18next";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { Page } from "../../components/page/page.tsx";

/** /nutzungsbedingungen: terms of use; the operator is named on /impressum. */
export function TermsPage() {
  const { t } = useTranslation("legal");
  const sections = useContentSections("legal", "terms.sections");
  return (
    <Page title={t("terms.title")} lead={t("terms.lead")}>
      <ContentSections sections={sections} />
      <p className="mt-10 text-slate-700 dark:text-slate-300">{t("terms.updated")}</p>
    </Page>
  );
}
