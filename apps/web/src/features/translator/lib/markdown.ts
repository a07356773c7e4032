/**
 * A tiny Markdown reader for the engine's output: paragraphs, line breaks, bullet and numbered
 * lists, **bold** and _emphasis_ (the engine marks explanations that way). Everything else stays literal text. It builds a tree, never HTML from the
 * input, so nothing in a translation can inject markup; `markdownToHtml` escapes every text.
 */
export type Inline = { kind: "text" | "strong" | "em"; text: string };
/** A line of inline pieces; the lines of one paragraph or list item are joined by line breaks. */
export type Line = Inline[];
export type Block =
  | { kind: "paragraph"; lines: Line[] }
  | { kind: "list"; ordered: boolean; items: Line[][] };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/;
const CONTINUATION = /^\s{2,}(\S.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;

export function parseInline(text: string): Line {
  const pieces: Line = [];
  // **bold**, __bold__, *em* or _em_ (underscores only at word edges, so snake_case stays text).
  const pattern =
    /\*\*([^*\n]+?)\*\*|__([^_\n]+?)__|\*([^*\s][^*\n]*?)\*|(?<![\p{L}\p{N}])_([^_\s][^_\n]*?)_(?![\p{L}\p{N}])/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ kind: "text", text: text.slice(last, index) });
    const strong = match[1] ?? match[2];
    pieces.push(
      strong === undefined
        ? { kind: "em", text: match[3] ?? match[4] ?? "" }
        : { kind: "strong", text: strong },
    );
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Line[] | null = null;
  let list: { ordered: boolean; items: Line[][] } | null = null;

  const closeParagraph = () => {
    if (paragraph?.length) blocks.push({ kind: "paragraph", lines: paragraph });
    paragraph = null;
  };
  const closeList = () => {
    if (list?.items.length) blocks.push({ kind: "list", ordered: list.ordered, items: list.items });
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (rawLine.trim() === "") {
      closeParagraph();
      closeList();
      continue;
    }
    const bullet = BULLET.exec(rawLine);
    const numbered = bullet ? null : NUMBERED.exec(rawLine);
    const item = bullet ?? numbered;
    if (item) {
      closeParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) closeList();
      list ??= { ordered, items: [] };
      list.items.push([parseInline(item[1] ?? "")]);
      continue;
    }
    const continuation = CONTINUATION.exec(rawLine);
    const currentList = list as { ordered: boolean; items: Line[][] } | null;
    const lastItem = currentList?.items.at(-1);
    if (continuation && lastItem) {
      lastItem.push(parseInline(continuation[1] ?? ""));
      continue;
    }
    closeList();
    const heading = HEADING.exec(rawLine);
    if (heading) {
      closeParagraph();
      blocks.push({ kind: "paragraph", lines: [[{ kind: "strong", text: (heading[1] ?? "").trim() }]] });
      continue;
    }
    paragraph ??= [];
    paragraph.push(parseInline(rawLine.trim()));
  }
  closeParagraph();
  closeList();
  return blocks;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function lineToHtml(line: Line): string {
  return line
    .map((piece) =>
      piece.kind === "text"
        ? escapeHtml(piece.text)
        : `<${piece.kind}>${escapeHtml(piece.text)}</${piece.kind}>`,
    )
    .join("");
}

const linesToHtml = (lines: Line[]) => lines.map(lineToHtml).join("<br>");

/** Escaped HTML of the Markdown, for the clipboard's text/html. */
export function markdownToHtml(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      if (block.kind === "paragraph") return `<p>${linesToHtml(block.lines)}</p>`;
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li>${linesToHtml(item)}</li>`).join("")}</${tag}>`;
    })
    .join("\n");
}
