import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../button-styles.ts";
import { ModalDialog } from "./modal-dialog.tsx";

export function SubscriptionRequiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("dialogs");
  return (
    <ModalDialog title={t("subscription.title")} onClose={onClose}>
      <p>{t("subscription.text")}</p>
      <div className="mt-6 flex justify-end">
        <Link to="/preise" className={primaryButton} onClick={onClose} data-autofocus>
          {t("subscription.offers")}
        </Link>
      </div>
    </ModalDialog>
  );
}
