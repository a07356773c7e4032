import { PendingPage } from "../../components/page/pending-page.tsx";

export function ProductRoute() {
  return <PendingPage page="product" />;
}
