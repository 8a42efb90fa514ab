import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const render = (markdown: string, topHeadingLevel?: 2 | 3) => renderToStaticMarkup(<Markdown topHeadingLevel={topHeadingLevel}>{markdown}</Markdown>);

describe("Markdown", () => {
  it("never renders raw HTML from the text", () => {
    const html = render('Hello <script>alert(1)</script> <img src="x" onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).toContain("Hello");
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox(1)", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="])(
    "drops the unsafe link %s but keeps its text",
    (url) => {
      const html = render(`[x](${url}) and ![pic](${url})`);
      expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
      expect(html).not.toContain("<a");
      expect(html).not.toContain("<img");
      expect(html).toContain("x");
    },
  );

  it("opens external links in a new tab without access to the opener, and keeps site links in place", () => {
    const html = render("[out](https://example.com/a) [in](/blog/post-1) [mail](mailto:a@example.com)");
    expect(html).toContain('<a href="https://example.com/a" class="');
    expect(html).toMatch(/href="https:\/\/example\.com\/a"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).toMatch(/<a href="\/blog\/post-1" class="[^"]*">in<\/a>/);
    expect(html).toMatch(/<a href="mailto:a@example.com" class="[^"]*">mail<\/a>/);
  });

  it("turns # H into an h2 so the page keeps its only h1", () => {
    const html = render("# H\n\n## Sub\n\n### Deeper");
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<h2[^>]*>H<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Sub<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Deeper<\/h4>/);
  });

  it("starts a text without h1 at h2, so no level is skipped after the page's h1", () => {
    const html = render("## A\n\n### B");
    expect(html).toMatch(/<h2[^>]*>A<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>B<\/h3>/);
  });

  it("can start lower for texts shown under an h2", () => {
    expect(render("# A\n\n###### F", 3)).toMatch(/<h3[^>]*>A<\/h3>.*<h6[^>]*>F<\/h6>/s);
  });

  it("gives lists their bullets and numbers back", () => {
    const html = render("- one\n- two\n\n1. first\n2. second");
    expect(html).toMatch(/<ul class="[^"]*\blist-disc\b[^"]*">/);
    expect(html).toMatch(/<ol class="[^"]*\blist-decimal\b[^"]*">/);
    expect(html).toMatch(/<li class="[^"]*">one<\/li>/);
  });

  it("renders GFM: task items labelled, tables, strikethrough", () => {
    const html = render("- [x] done\n- [ ] todo\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~");
    expect(html).toMatch(/<label[^>]*><input type="checkbox"[^>]*checked=""[^>]*\/> ?done<\/label>/);
    expect(html).toContain("<table");
    expect(html).toContain("<del>old</del>");
  });

  it("makes images responsive, keeps their alt and upgrades http to https", () => {
    const html = render("![A mixing desk](http://example.com/desk.jpg)");
    expect(html).toMatch(/<img src="https:\/\/example\.com\/desk\.jpg" alt="A mixing desk"[^>]*class="[^"]*max-w-full/);
  });

  it("styles blockquotes and code", () => {
    const html = render("> quote\n\n`inline`\n\n```\nblock\n```");
    expect(html).toMatch(/<blockquote class="[^"]*border-l-4/);
    expect(html).toMatch(/<code class="[^"]*font-mono[^"]*">inline<\/code>/);
    expect(html).toMatch(/<pre tabindex="0" class="[^"]*overflow-x-auto/);
  });
});
