import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./avatar";

describe("Avatar", () => {
  it("shows the photo when there is one", () => {
    const html = renderToStaticMarkup(<Avatar name="Анна Петрова" photoUrl="/uploads/reviews/a.webp" alt="" className="size-8" />);
    expect(html).toContain('src="/uploads/reviews/a.webp"');
    expect(html).toContain('alt=""');
  });

  it("loads lazily, except the page's main photo, which loads at once with high priority", () => {
    expect(renderToStaticMarkup(<Avatar name="Анна" photoUrl="/p.webp" className="size-8" />)).toContain('loading="lazy"');
    const main = renderToStaticMarkup(<Avatar name="Анна" photoUrl="/p.webp" className="size-28" isPriority />);
    expect(main).not.toContain("loading=");
    expect(main).toContain('fetchPriority="high"');
  });

  it("shows the initials of the first two words otherwise, and ? for no name", () => {
    expect(renderToStaticMarkup(<Avatar name="анна петрова" photoUrl="" className="size-8" />)).toContain(">АП</span>");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  Jean Luc Picard ")).toBe("JL");
    expect(initialsOf("   ")).toBe("?");
  });
});
