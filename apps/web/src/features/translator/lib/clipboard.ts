import { escapeHtml, markdownToHtml } from "./markdown.ts";

export type CopyPayload = { plain: string; html: string };

/**
 * The copied text ends with the attribution sentence that links to the product (spec 001 §2):
 * plain text gets the address, HTML a link.
 */
export function copyPayload(input: {
  markdown: string;
  plain: string;
  showMarkdown: boolean;
  attribution: string;
  productUrl: string;
}): CopyPayload {
  const body = input.showMarkdown ? input.markdown : input.plain;
  const htmlBody = input.showMarkdown
    ? markdownToHtml(input.markdown)
    : input.plain
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join("\n");
  return {
    plain: `${body.trimEnd()}\n\n${input.attribution} ${input.productUrl}`,
    html: `${htmlBody}\n<p>${escapeHtml(input.attribution)} <a href="${escapeHtml(input.productUrl)}">${escapeHtml(input.productUrl)}</a></p>`,
  };
}

/** Both text/plain and text/html via ClipboardItem; plain writeText where that is missing. */
export async function writeClipboard(payload: CopyPayload): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error("clipboard unavailable");
  if (typeof ClipboardItem !== "undefined" && typeof clipboard.write === "function") {
    try {
      await clipboard.write([
        new ClipboardItem({
          "text/plain": new Blob([payload.plain], { type: "text/plain" }),
          "text/html": new Blob([payload.html], { type: "text/html" }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse text/html: fall back to plain text below.
    }
  }
  await clipboard.writeText(payload.plain);
}
