import { describe, expect, it } from "vitest";
import { escapeHtml, markdownToHtml, parseMarkdown } from "./markdown.ts";

describe("the tiny Markdown reader", () => {
  it("reads paragraphs, line breaks, bold, emphasis and lists", () => {
    const html = markdownToHtml(
      "Sie bekommen **kein** Geld.\nDas ist wichtig.\n\n- Konto·auszüge\n- Miet·vertrag\n  mit Unterschrift\n\n_Wohn·geld ist Geld für die Miete._",
    );
    expect(html).toBe(
      "<p>Sie bekommen <strong>kein</strong> Geld.<br>Das ist wichtig.</p>\n" +
        "<ul><li>Konto·auszüge</li><li>Miet·vertrag<br>mit Unterschrift</li></ul>\n" +
        "<p><em>Wohn·geld ist Geld für die Miete.</em></p>",
    );
  });

  it("reads numbered lists and turns headings into bold lines", () => {
    expect(parseMarkdown("1. eins\n2. zwei")).toEqual([
      {
        kind: "list",
        ordered: true,
        items: [[[{ kind: "text", text: "eins" }]], [[{ kind: "text", text: "zwei" }]]],
      },
    ]);
    expect(markdownToHtml("## Wichtig")).toBe("<p><strong>Wichtig</strong></p>");
  });

  it("escapes every piece of HTML in the text, also inside bold", () => {
    const html = markdownToHtml('<img src=x onerror="alert(1)"> **<script>alert(2)</script>**');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("<strong>&lt;script&gt;alert(2)&lt;/script&gt;</strong>");
  });

  it("leaves snake_case and lonely stars as text", () => {
    expect(markdownToHtml("datei_name_neu und 3 * 4")).toBe("<p>datei_name_neu und 3 * 4</p>");
  });

  it("never throws on odd input", () => {
    expect(parseMarkdown("")).toEqual([]);
    expect(() => markdownToHtml("**\n- \n\n__")).not.toThrow();
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
