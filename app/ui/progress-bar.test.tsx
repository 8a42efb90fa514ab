import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it("is a named progressbar with its value, and shows the percentage", () => {
    const html = renderToStaticMarkup(<ProgressBar percent={41.6} label="Загрузка файла: 42%" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Загрузка файла: 42%"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain("width:42%");
    expect(html).toContain(">42%</span>");
  });

  it("keeps the value between 0 and 100", () => {
    expect(renderToStaticMarkup(<ProgressBar percent={140} label="x" />)).toContain('aria-valuenow="100"');
    expect(renderToStaticMarkup(<ProgressBar percent={-3} label="x" />)).toContain('aria-valuenow="0"');
  });
});
