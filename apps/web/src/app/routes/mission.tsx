import { PendingPage } from "../../components/page/pending-page.tsx";

export function MissionRoute() {
  return <PendingPage page="mission" />;
}
