import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

const Faq = lazy(() => import("./faq.tsx"));

/** The FAQ arrives as its own chunk after the translator. */
export function LazyFaq() {
  const { t } = useTranslation("home");
  return (
    <Suspense fallback={<p aria-busy="true">{t("faq.loading")}</p>}>
      <Faq />
    </Suspense>
  );
}
