import { PendingPage } from "../../components/page/pending-page.tsx";

export function KulturparkRoute() {
  return <PendingPage page="kulturpark" />;
}
