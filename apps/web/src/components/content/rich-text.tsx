import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "../button-styles.ts";

// A deliberately tiny markup for texts in locale files: [label](href), **strong** and `code`.
// No HTML from data is ever rendered, so there is nothing to sanitise.
const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

function renderLink(label: string, href: string, key: string): ReactNode {
  if (href.startsWith("/")) {
    return (
      <Link key={key} to={href} className={textLink}>
        {label}
      </Link>
    );
  }
  // External links open in the same tab: no surprise for people using a screen reader.
  return (
    <a key={key} href={href} className={textLink}>
      {label}
    </a>
  );
}

/** Renders one line of locale text with links, strong emphasis and code; everything else is plain text. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, strong, code] = match;
    if (label !== undefined && href !== undefined) parts.push(renderLink(label, href, `l${index}`));
    else if (strong !== undefined) parts.push(<strong key={`s${index}`}>{strong}</strong>);
    else if (code !== undefined) {
      parts.push(
        <code
          key={`c${index}`}
          className="rounded bg-slate-100 px-1 font-mono text-[0.95em] dark:bg-slate-800"
        >
          {code}
        </code>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
