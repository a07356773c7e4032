import { PendingPage } from "../../components/page/pending-page.tsx";

export function PricingRoute() {
  return <PendingPage page="pricing" />;
}
