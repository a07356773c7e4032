import { useTranslation } from "react-i18next";
import { Page } from "../../components/page/page.tsx";
import { FeedbackWidget } from "../../features/feedback-widget/components/feedback-widget.tsx";
import { AboutBlock } from "../../features/home/components/about-block.tsx";
import { LazyFaq } from "../../features/home/components/lazy-faq.tsx";
import { NewOfferBox } from "../../features/home/components/new-offer-box.tsx";
import { ServicesBlock } from "../../features/home/components/services-block.tsx";
import { StatisticsStrip } from "../../features/home/components/statistics-strip.tsx";
import { Translator } from "../../features/translator/components/translator.tsx";

/** / and /home: headline, translator, statistics, services, about, FAQ and the feedback widget. */
export function HomeRoute() {
  const { t } = useTranslation("home");
  return (
    <Page title={t("title")} heading={t("heading")} lead={t("subtitle")} width="wide">
      <NewOfferBox />
      <Translator />
      <div className="mt-12 space-y-12">
        <StatisticsStrip />
        <ServicesBlock />
        <AboutBlock />
        <LazyFaq />
      </div>
      <FeedbackWidget />
    </Page>
  );
}
