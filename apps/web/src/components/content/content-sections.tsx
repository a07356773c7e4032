import { useTranslation } from "react-i18next";
import { RichText } from "./rich-text.tsx";

/** A paragraph, or a bullet list when it is an array. */
export type ContentBlock = string | string[];

/** Long page text as locale data: headings, paragraphs, lists, and one level of subsections. */
export type ContentSection = {
  heading: string;
  body?: ContentBlock[];
  sections?: ContentSection[];
};

function isBlock(value: unknown): value is ContentBlock {
  return (
    typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

export function isContentSection(value: unknown): value is ContentSection {
  if (typeof value !== "object" || value === null) return false;
  const section = value as Record<string, unknown>;
  if (typeof section.heading !== "string") return false;
  if (section.body !== undefined && !(Array.isArray(section.body) && section.body.every(isBlock)))
    return false;
  if (
    section.sections !== undefined &&
    !(Array.isArray(section.sections) && section.sections.every(isContentSection))
  ) {
    return false;
  }
  return true;
}

/** Reads a list of sections from a namespace; a missing or malformed entry yields no sections. */
export function useContentSections(namespace: string, key: string): ContentSection[] {
  const { t } = useTranslation(namespace);
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter(isContentSection) : [];
}

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, order never changes
          <p key={index}>
            <RichText text={block} />
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, order never changes
          <ul key={index} className="list-disc space-y-2 pl-6">
            {block.map((item) => (
              <li key={item}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Renders sections as h2 (and h3 for subsections) with their paragraphs and lists. */
export function ContentSections({ sections, level = 2 }: { sections: ContentSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="space-y-4">
          <Heading className={level === 2 ? "mt-10 text-2xl font-bold" : "mt-6 text-xl font-semibold"}>
            {section.heading}
          </Heading>
          {section.body && <ContentBlocks blocks={section.body} />}
          {section.sections && <ContentSections sections={section.sections} level={3} />}
        </section>
      ))}
    </>
  );
}
