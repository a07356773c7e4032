import { PendingPage } from "../../components/page/pending-page.tsx";

export function SuccessRoute() {
  return <PendingPage page="success" />;
}
