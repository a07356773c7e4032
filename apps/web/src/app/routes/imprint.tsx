import { PendingPage } from "../../components/page/pending-page.tsx";

export function ImprintRoute() {
  return <PendingPage page="imprint" />;
}
