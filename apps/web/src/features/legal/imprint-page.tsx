import type { OperatorField } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { Page } from "../../components/page/page.tsx";
import { OperatorValue, WithOperator } from "./operator-details.tsx";

// The details § 5 DDG asks for, in the order readers expect them.
const imprintFields: OperatorField[] = [
  "name",
  "address",
  "representative",
  "email",
  "phone",
  "register",
  "vatId",
];

/** /impressum: § 5 DDG details from the server's configuration, then the fixed notes. */
export function ImprintPage() {
  const { t } = useTranslation("legal");
  const sections = useContentSections("legal", "imprint.sections");
  return (
    <Page title={t("imprint.title")} lead={t("imprint.lead")}>
      <WithOperator>
        {(operator) => (
          <>
            <section aria-labelledby="imprint-ddg" className="space-y-4">
              <h2 id="imprint-ddg" className="mt-6 text-2xl font-bold">
                {t("imprint.ddgHeading")}
              </h2>
              <dl className="divide-y divide-slate-200 dark:divide-slate-700">
                {imprintFields.map((field) => (
                  <div key={field} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                    <dt className="font-semibold">{t(`operator.labels.${field}`)}</dt>
                    <dd className="sm:col-span-2">
                      <OperatorValue operator={operator} field={field} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="imprint-mstv" className="space-y-4">
              <h2 id="imprint-mstv" className="mt-10 text-2xl font-bold">
                {t("imprint.mstvHeading")}
              </h2>
              <p>
                <OperatorValue operator={operator} field="representative" />
              </p>
              <p>
                <OperatorValue operator={operator} field="address" />
              </p>
            </section>
          </>
        )}
      </WithOperator>
      <ContentSections sections={sections} />
    </Page>
  );
}
