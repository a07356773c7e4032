import { PendingPage } from "../../components/page/pending-page.tsx";

export function CheckoutRoute() {
  return <PendingPage page="checkout" />;
}
