import { PendingPage } from "../../components/page/pending-page.tsx";

export function PrivacyRoute() {
  return <PendingPage page="privacy" />;
}
