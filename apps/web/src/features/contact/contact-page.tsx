import { CONTACT_SUBJECT_MAX } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RichText } from "../../components/content/rich-text.tsx";
import { Page } from "../../components/page/page.tsx";
import { ContactForm } from "./contact-form.tsx";

/** /kontakt: the contact form; `?betreff=` fills in the subject (used by /kulturpark and /api). */
export function ContactPage() {
  const { t } = useTranslation("pages");
  const [searchParams] = useSearchParams();
  const subject = (searchParams.get("betreff") ?? "").slice(0, CONTACT_SUBJECT_MAX);
  return (
    <Page title={t("contact.title")} lead={t("contact.lead")}>
      <p>
        <RichText text={t("contact.other")} />
      </p>
      <ContactForm initialSubject={subject} />
    </Page>
  );
}
