import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "./page.tsx";

/**
 * A route whose feature lands in a later issue: its real heading and an honest sentence.
 * Texts live in pages.json under `<page>.title`, `<page>.heading` (optional) and `<page>.pending`.
 */
export function PendingPage({
  page,
  values,
  children,
}: {
  page: string;
  values?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("pages");
  const heading = t(`${page}.heading`, { ...values, defaultValue: "" }) || t(`${page}.title`, values);
  return (
    <Page title={t(`${page}.title`, values)} heading={heading}>
      <p>{t(`${page}.pending`, values)}</p>
      {children}
    </Page>
  );
}
