import { describe, expect, it } from "vitest";
import { sitemapIndex, sitemapJobsFileNumber, urlSet } from "./sitemap";

describe("urlSet", () => {
  it("lists each page in both languages with hreflang alternates", () => {
    const xml = urlSet("https://site", [{ path: "/job/1", lastModified: "2026-03-01T10:00:00.000Z" }, { path: "/" }]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://site/job/1</loc><lastmod>2026-03-01</lastmod>");
    expect(xml).toContain("<loc>https://site/en/job/1</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://site/job/1"/>');
    expect(xml).toContain("<loc>https://site/en</loc>");
  });

  it("escapes XML in paths, and drops what XML 1.0 forbids (a vertical tab in a job id would make the file ill-formed)", () => {
    expect(urlSet("https://site", [{ path: "/job/a&b" }])).toContain("https://site/job/a&amp;b");
    expect(urlSet("https://site", [{ path: "/job/a\u000Bb" }])).toContain("<loc>https://site/job/ab</loc>");
  });
});

describe("sitemapIndex", () => {
  it("points at every file", () => {
    expect(sitemapIndex("https://site", ["pages.xml", "jobs-1.xml"])).toContain("<loc>https://site/sitemaps/jobs-1.xml</loc>");
  });
});

describe("sitemapJobsFileNumber", () => {
  it("reads the jobs files the index names, and nothing else", () => {
    expect(["jobs-1.xml", "jobs-2.xml", "jobs-999999.xml"].map(sitemapJobsFileNumber)).toEqual([1, 2, 999999]);
    const others = [
      "jobs-0.xml",
      "jobs-00.xml",
      "jobs-01.xml",
      "jobs--1.xml",
      "jobs-1e3.xml",
      "jobs-1000000.xml",
      "jobs-9007199254740993.xml",
      "jobs-1.xml.gz",
      "pages.xml",
    ];
    expect(others.map(sitemapJobsFileNumber)).toEqual(others.map(() => null));
  });
});
