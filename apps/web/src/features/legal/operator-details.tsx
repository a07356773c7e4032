import type { OperatorField, SiteInfo } from "@leicht/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../components/button-styles.ts";
import { useSiteInfo } from "./api/get-site-info.ts";

/** The environment variable behind each operator detail, named in the "missing" note. */
export const operatorVariables: Record<OperatorField, string> = {
  name: "OPERATOR_NAME",
  address: "OPERATOR_ADDRESS",
  email: "OPERATOR_EMAIL",
  phone: "OPERATOR_PHONE",
  register: "OPERATOR_REGISTER",
  vatId: "OPERATOR_VAT_ID",
  representative: "OPERATOR_REPRESENTATIVE",
};

/** Clearly visible where a legal detail is not configured, so the operator notices before going live. */
export function MissingDetail({ field }: { field: OperatorField }) {
  const { t } = useTranslation("legal");
  return (
    <span className="block rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
      <strong>{t("operator.missingLabel")}</strong>{" "}
      {t("operator.missing", { what: t(`operator.what.${field}`), variable: operatorVariables[field] })}
    </span>
  );
}

/** One operator detail: its value (line breaks kept) or the missing note. */
export function OperatorValue({ operator, field }: { operator: SiteInfo["operator"]; field: OperatorField }) {
  const value = operator[field];
  if (!value) return <MissingDetail field={field} />;
  if (field === "email") {
    return (
      <a href={`mailto:${value}`} className="underline underline-offset-4">
        {value}
      </a>
    );
  }
  if (field === "phone") {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
        {value}
      </a>
    );
  }
  return <span className="whitespace-pre-line">{value}</span>;
}

/** Loads the operator details and renders `children` with them; loading and error states included. */
export function WithOperator({ children }: { children: (operator: SiteInfo["operator"]) => ReactNode }) {
  const { t } = useTranslation("legal");
  const site = useSiteInfo();
  if (site.isPending) return <p>{t("operator.loading")}</p>;
  if (site.isError) {
    return (
      <div className="space-y-3" role="alert">
        <p>{t("operator.loadFailed")}</p>
        <button type="button" className={secondaryButton} onClick={() => void site.refetch()}>
          {t("operator.retry")}
        </button>
      </div>
    );
  }
  return <>{children(site.data.operator)}</>;
}

/** Name, address, e-mail and phone as a postal block (privacy notice, revocation policy). */
export function OperatorContactBlock({ operator }: { operator: SiteInfo["operator"] }) {
  const { t } = useTranslation("legal");
  return (
    <address className="space-y-1 rounded-lg bg-slate-100 p-4 not-italic dark:bg-slate-800">
      <span className="block font-semibold">
        <OperatorValue operator={operator} field="name" />
      </span>
      <span className="block">
        <OperatorValue operator={operator} field="address" />
      </span>
      <span className="block">
        {t("operator.labels.email")}: <OperatorValue operator={operator} field="email" />
      </span>
      <span className="block">
        {t("operator.labels.phone")}: <OperatorValue operator={operator} field="phone" />
      </span>
    </address>
  );
}
