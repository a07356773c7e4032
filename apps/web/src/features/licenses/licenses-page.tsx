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

/** /lizenzen: credits every open data source the product ships (their licences require it). */
export function LicensesPage() {
  const { t } = useTranslation("licenses");
  return (
    <Page title={t("title")} lead={t("intro")}>
      <section aria-labelledby="licenses-data">
        <h2 id="licenses-data" className="mt-4 text-2xl font-bold">
          {t("dataHeading")}
        </h2>
        <p className="mt-2">{t("dataIntro")}</p>
        <ul className="mt-4 space-y-4">
          {LICENSE_SOURCES.map((source) => (
            <SourceEntry key={source.id} source={source} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="licenses-own">
        <h2 id="licenses-own" className="mt-8 text-2xl font-bold">
          {t("ownHeading")}
        </h2>
        <p className="mt-2">{t("ownText")}</p>
      </section>
      <section aria-labelledby="licenses-images">
        <h2 id="licenses-images" className="mt-8 text-2xl font-bold">
          {t("imagesHeading")}
        </h2>
        <p className="mt-2">{t("imagesText")}</p>
      </section>
      <section aria-labelledby="licenses-software">
        <h2 id="licenses-software" className="mt-8 text-2xl font-bold">
          {t("softwareHeading")}
        </h2>
        <p className="mt-2">{t("softwareIntro")}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {SOFTWARE.map((item) => (
            <li key={item.name}>
              <ExternalLink href={item.url}>{item.name}</ExternalLink> – {item.license}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
