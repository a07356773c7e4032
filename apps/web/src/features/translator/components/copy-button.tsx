import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/button-styles.ts";
import { useToast } from "../../../components/toast/toast-context.tsx";
import { copyPayload, writeClipboard } from "../lib/clipboard.ts";
import type { LevelOutput } from "../state/translator-types.ts";

/** Spec 001 §9: the success state shows for 2 s. */
export const COPY_SUCCESS_MS = 2000;

export function CopyButton({ output, showMarkdown }: { output: LevelOutput; showMarkdown: boolean }) {
  const { t } = useTranslation("translator");
  const toast = useToast();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    const payload = copyPayload({
      markdown: output.formatted,
      plain: output.plain,
      showMarkdown,
      attribution: t("copy.attribution"),
      productUrl: `${window.location.origin}/produkt`,
    });
    try {
      await writeClipboard(payload);
      setCopied(true);
    } catch {
      toast(t("copy.failed"), { variant: "error" });
    }
  };

  return (
    <>
      <button type="button" className={`${secondaryButton} py-1.5`} onClick={copy}>
        {isCopied ? t("copy.done") : t("copy.button")}
      </button>
      <span role="status" className="sr-only">
        {isCopied ? t("copy.done") : ""}
      </span>
    </>
  );
}
