import { PendingPage } from "../../components/page/pending-page.tsx";

export function ApiRoute() {
  return <PendingPage page="api" />;
}
