import { PendingPage } from "../../components/page/pending-page.tsx";

export function HomeRoute() {
  return <PendingPage page="home" />;
}
