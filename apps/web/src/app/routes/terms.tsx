import { PendingPage } from "../../components/page/pending-page.tsx";

export function TermsRoute() {
  return <PendingPage page="terms" />;
}
