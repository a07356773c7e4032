import { type ReactNode, useEffect, useRef } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title.ts";
import { focusHeadingIfRequested } from "../../lib/heading-focus.ts";

export type PageProps = {
  /** Document title (without the app name). */
  title: string;
  /** The one h1; defaults to the title. */
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  width?: "prose" | "wide";
};

/** Frame of every route: document title, the single h1 (focused after navigation), content. */
export function Page({ title, heading, lead, children, width = "prose" }: PageProps) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusHeadingIfRequested(headingRef.current), []);
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:px-6 ${width === "prose" ? "max-w-3xl" : "max-w-6xl"}`}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
      >
        {heading ?? title}
      </h1>
      {lead && <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">{lead}</p>}
      {children && <div className="mt-8 space-y-4">{children}</div>}
    </div>
  );
}
