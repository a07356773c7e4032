import { PendingPage } from "../../components/page/pending-page.tsx";

export function ActivateAccountRoute() {
  return <PendingPage page="activateAccount" />;
}
