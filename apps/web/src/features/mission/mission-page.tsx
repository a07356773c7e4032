import { useTranslation } from "react-i18next";
import {
  ContentBlocks,
  ContentSections,
  useContentSections,
} from "../../components/content/content-sections.tsx";
import { Page } from "../../components/page/page.tsx";

/** /mission: text only (spec 000 §2). */
export function MissionPage() {
  const { t } = useTranslation("pages");
  const sections = useContentSections("pages", "mission.sections");
  const closing: unknown = t("mission.closing", { returnObjects: true });
  return (
    <Page title={t("mission.title")} lead={t("mission.lead")}>
      <ContentSections sections={sections} />
      {Array.isArray(closing) && (
        <div className="mt-10 border-l-4 border-blue-800 pl-4 text-lg font-semibold dark:border-sky-300">
          <ContentBlocks blocks={closing.filter((line): line is string => typeof line === "string")} />
        </div>
      )}
    </Page>
  );
}
