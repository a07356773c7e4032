import { ContactPage } from "../../features/contact/contact-page.tsx";

export function ContactRoute() {
  return <ContactPage />;
}
