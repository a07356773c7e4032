import { PendingPage } from "../../components/page/pending-page.tsx";

export function ResetPasswordRoute() {
  return <PendingPage page="resetPassword" />;
}
