import type { SiteInfo } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import {
  ContentBlocks,
  ContentSections,
  useContentSections,
} from "../../components/content/content-sections.tsx";
import { Page } from "../../components/page/page.tsx";
import { OperatorContactBlock, OperatorValue, WithOperator } from "./operator-details.tsx";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The statutory model withdrawal form (Anlage 2 zu Art. 246a § 1 EGBGB), addressed to the operator. */
function ModelWithdrawalForm({ operator }: { operator: SiteInfo["operator"] }) {
  const { t } = useTranslation("legal");
  return (
    <section aria-labelledby="revocation-form" className="space-y-4">
      <h2 id="revocation-form" className="mt-10 text-2xl font-bold">
        {t("revocation.form.heading")}
      </h2>
      <p>{t("revocation.form.intro")}</p>
      <div className="space-y-4 rounded-lg border-2 border-slate-300 p-5 dark:border-slate-600">
        <div>
          <p>{t("revocation.form.to")}</p>
          <p className="mt-1 pl-4">
            <span className="block">
              <OperatorValue operator={operator} field="name" />
            </span>
            <span className="block">
              <OperatorValue operator={operator} field="address" />
            </span>
            <span className="block">
              <OperatorValue operator={operator} field="email" />
            </span>
          </p>
        </div>
        <ul className="list-[square] space-y-3 pl-6">
          {stringList(t("revocation.form.lines", { returnObjects: true })).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t("revocation.form.footnote")}</p>
      </div>
    </section>
  );
}

/** /widerrufsbelehrung: consumer revocation policy for digital services, with the model form. */
export function RevocationPage() {
  const { t } = useTranslation("legal");
  const before = useContentSections("legal", "revocation.intro");
  const after = useContentSections("legal", "revocation.sections");
  return (
    <Page title={t("revocation.title")} lead={t("revocation.lead")}>
      <ContentSections sections={before} />
      <WithOperator>
        {(operator) => (
          <>
            <section aria-labelledby="revocation-how" className="space-y-4">
              <h2 id="revocation-how" className="mt-10 text-2xl font-bold">
                {t("revocation.how.heading")}
              </h2>
              <ContentBlocks blocks={stringList(t("revocation.how.before", { returnObjects: true }))} />
              <OperatorContactBlock operator={operator} />
              <ContentBlocks blocks={stringList(t("revocation.how.after", { returnObjects: true }))} />
            </section>
            <ContentSections sections={after} />
            <ModelWithdrawalForm operator={operator} />
          </>
        )}
      </WithOperator>
      <p className="mt-10 text-slate-700 dark:text-slate-300">{t("revocation.updated")}</p>
    </Page>
  );
}
