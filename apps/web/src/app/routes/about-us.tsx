import { PendingPage } from "../../components/page/pending-page.tsx";

export function AboutUsRoute() {
  return <PendingPage page="aboutUs" />;
}
