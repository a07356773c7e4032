import { useTranslation } from "react-i18next";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { Page } from "../../components/page/page.tsx";
import { OperatorContactBlock, WithOperator } from "./operator-details.tsx";

/** /datenschutz: the privacy notice (Art. 13 GDPR); the controller comes from the configuration. */
export function PrivacyPage() {
  const { t } = useTranslation("legal");
  const summary = useContentSections("legal", "privacy.summary");
  const sections = useContentSections("legal", "privacy.sections");
  return (
    <Page title={t("privacy.title")} lead={t("privacy.lead")}>
      <ContentSections sections={summary} />
      <section aria-labelledby="privacy-controller" className="space-y-4">
        <h2 id="privacy-controller" className="mt-10 text-2xl font-bold">
          {t("privacy.controller.heading")}
        </h2>
        <p>{t("privacy.controller.intro")}</p>
        <WithOperator>{(operator) => <OperatorContactBlock operator={operator} />}</WithOperator>
        <p>{t("privacy.controller.officer")}</p>
      </section>
      <ContentSections sections={sections} />
      <p className="mt-10 text-slate-700 dark:text-slate-300">{t("privacy.updated")}</p>
    </Page>
  );
}
