import { PendingPage } from "../../components/page/pending-page.tsx";

export function RevocationPolicyRoute() {
  return <PendingPage page="revocationPolicy" />;
}
