import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { textLink } from "../../components/button-styles.ts";
import { Page } from "../../components/page/page.tsx";
import { LICENSE_SOURCES, type LicenseSource, SOFTWARE } from "./license-sources.ts";

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation("licenses");
  return (
    <a href={href} className={textLink} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}

function SourceEntry({ source }: { source: LicenseSource }) {
  const { t } = useTranslation("licenses");
  return (
    <li className="rounded-xl border border-slate-300 p-5 dark:border-slate-600">
      <h3 className="text-xl font-bold">{source.name}</h3>
      <p className="mt-2">{t(`sources.${source.id}.use`)}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("labels.author")}</dt>
        <dd>{source.author}</dd>
        <dt className="font-semibold">{t("labels.license")}</dt>
        <dd>
          <ExternalLink href={source.licenseUrl}>{source.licenseName}</ExternalLink>
        </dd>
        <dt className="font-semibold">{t("labels.source")}</dt>
        <dd>
          <ExternalLink href={source.sourceUrl}>{source.sourceUrl.replace(/^https:\/\//, "")}</ExternalLink>
        </dd>
      </dl>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t(`sources.${source.id}.duty`)}</p>
    </li>
  );
}

/** An h2 section with its first paragraph; the first section sits closer to the lead. */
function LicenseSection({
  id,
  heading,
  intro,
  isFirst = false,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  isFirst?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={`${isFirst ? "mt-4" : "mt-8"} text-2xl font-bold`}>
        {heading}
      </h2>
      <p className="mt-2">{intro}</p>
      {children}
    </section>
  );
}

/** /lizenzen: credits every open data source the product ships (their licences require it). */
export function LicensesPage() {
  const { t } = useTranslation("licenses");
  return (
    <Page title={t("title")} lead={t("intro")}>
      <LicenseSection id="licenses-data" heading={t("dataHeading")} intro={t("dataIntro")} isFirst>
        <ul className="mt-4 space-y-4">
          {LICENSE_SOURCES.map((source) => (
            <SourceEntry key={source.id} source={source} />
          ))}
        </ul>
      </LicenseSection>
      <LicenseSection id="licenses-own" heading={t("ownHeading")} intro={t("ownText")} />
      <LicenseSection id="licenses-images" heading={t("imagesHeading")} intro={t("imagesText")} />
      <LicenseSection id="licenses-software" heading={t("softwareHeading")} intro={t("softwareIntro")}>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {SOFTWARE.map((item) => (
            <li key={item.name}>
              <ExternalLink href={item.url}>{item.name}</ExternalLink> – {item.license}
            </li>
          ))}
        </ul>
      </LicenseSection>
    </Page>
  );
}
