import { Fragment } from "react";
import { type Line, parseMarkdown } from "../lib/markdown.ts";

function LineView({ line }: { line: Line }) {
  return line.map((piece, index) =>
    piece.kind === "strong" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one line never move.
      <strong key={index}>{piece.text}</strong>
    ) : piece.kind === "em" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <em key={index}>{piece.text}</em>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

function LinesView({ lines }: { lines: Line[] }) {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one block never move.
    <Fragment key={index}>
      {index > 0 && <br />}
      <LineView line={line} />
    </Fragment>
  ));
}

/** Renders the output's Markdown as React elements: text is always text, never markup. */
export function MarkdownView({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  return (
    <div className="space-y-3">
      {blocks.map((block, index) => {
        if (block.kind === "paragraph")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are re-parsed from one string.
            <p key={index}>
              <LinesView lines={block.lines} />
            </p>
          );
        const List = block.ordered ? "ol" : "ul";
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <List key={index} className={`space-y-1 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={itemIndex}>
                <LinesView lines={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
