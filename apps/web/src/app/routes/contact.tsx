import { PendingPage } from "../../components/page/pending-page.tsx";

export function ContactRoute() {
  return <PendingPage page="contact" />;
}
