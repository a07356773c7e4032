import { API_BASE } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textLink } from "../../components/button-styles.ts";
import { ContentSections, useContentSections } from "../../components/content/content-sections.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import { Page } from "../../components/page/page.tsx";

type Endpoint = { method: string; path: string; status: "available" | "planned"; descriptionKey: string };

// What exists or is planned; the descriptions live in pages.json under api.endpoints.
const endpoints: Endpoint[] = [
  { method: "POST", path: "/translate", status: "available", descriptionKey: "translate" },
  { method: "POST", path: "/check", status: "available", descriptionKey: "check" },
  { method: "POST", path: "/analyze", status: "available", descriptionKey: "analyze" },
  { method: "POST", path: "/glossary", status: "available", descriptionKey: "glossary" },
];

const errorExample = `{
  "error": {
    "code": "validation_failed",
    "message": "Ungültige Eingabe im Feld „text“: Bitte geben Sie einen Text ein."
  }
}`;

function curlExample(origin: string): string {
  return `curl -X POST ${origin}${API_BASE}/translate \\
  -H "Content-Type: application/json" \\
  -H "x-api-key: IHR_API_SCHLUESSEL" \\
  -d '{"text": "Der Antrag ist bis zum 31. März schriftlich einzureichen.",
       "language_level": "leichte-sprache-sonnet"}'`;
}

const answerExample = `[
  {
    "simplified_text": "Sie müssen einen Antrag schreiben.\\nSchicken Sie den Antrag bis zum 31. März.",
    "formatted_text": "…",
    "complexity": {
      "before": { "average_readability_score": 62, "ger_language_level": "B2", "estimated_grade_level": 10 },
      "after": { "average_readability_score": 18, "ger_language_level": "A1", "estimated_grade_level": 2 }
    },
    "rule_report": { "conformity": 0.96, "findings": [] },
    "simplification_model_version": "rules-leicht-1",
    "language_level": "leichte-sprache-sonnet"
  }
]`;

function CodeBlock({ code, label }: { code: string; label: string }) {
  // A scrollable region must be reachable by keyboard (WCAG 2.1.1): a named, focusable region.
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable code needs keyboard access
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-slate-50 focus:outline-2 focus:outline-offset-2 focus:outline-blue-800 dark:bg-black dark:focus:outline-sky-300"
    >
      <pre className="font-mono text-sm">
        <code>{code}</code>
      </pre>
    </section>
  );
}

/** /api: what the API offers; the full reference comes with the public API. */
export function ApiInfoPage() {
  const { t } = useTranslation("pages");
  const overview = useContentSections("pages", "api.overview");
  const sections = useContentSections("pages", "api.sections");
  const origin = typeof window === "undefined" ? "https://leicht.example" : window.location.origin;

  return (
    <Page title={t("api.title")} heading={t("api.heading")} lead={t("api.lead")}>
      <div className="space-y-4">
        <ContentSections sections={overview} />

        <section aria-labelledby="api-endpoints" className="space-y-4">
          <h2 id="api-endpoints" className="mt-10 text-2xl font-bold">
            {t("api.endpoints.heading")}
          </h2>
          <p>
            <RichText text={t("api.endpoints.intro", { base: API_BASE })} />
          </p>
        </section>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("api.endpoints.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pr-4">
                {t("api.endpoints.columns.endpoint")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("api.endpoints.columns.description")}
              </th>
              <th scope="col" className="py-2">
                {t("api.endpoints.columns.status")}
              </th>
            </tr>
          </thead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.path} className="border-b border-slate-200 align-top dark:border-slate-700">
                <th scope="row" className="py-3 pr-4 font-mono font-semibold whitespace-nowrap">
                  {endpoint.method} {API_BASE}
                  {endpoint.path}
                </th>
                <td className="py-3 pr-4">
                  <RichText text={t(`api.endpoints.descriptions.${endpoint.descriptionKey}`)} />
                </td>
                <td className="py-3 whitespace-nowrap">{t(`api.endpoints.status.${endpoint.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="space-y-4">
        <ContentSections sections={sections} />

        <section aria-labelledby="api-example" className="space-y-4">
          <h2 id="api-example" className="mt-10 text-2xl font-bold">
            {t("api.example.heading")}
          </h2>
          <p>{t("api.example.request")}</p>
          <CodeBlock code={curlExample(origin)} label={t("api.example.requestLabel")} />
          <p>{t("api.example.answer")}</p>
          <CodeBlock code={answerExample} label={t("api.example.answerLabel")} />
          <p>{t("api.example.error")}</p>
          <CodeBlock code={errorExample} label={t("api.example.errorLabel")} />
        </section>

        <section aria-labelledby="api-contact" className="space-y-4">
          <h2 id="api-contact" className="mt-10 text-2xl font-bold">
            {t("api.contact.heading")}
          </h2>
          <p>
            {t("api.contact.text")}{" "}
            <Link
              to={`/kontakt?betreff=${encodeURIComponent(t("api.contact.subject"))}`}
              className={textLink}
            >
              {t("api.contact.link")}
            </Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
