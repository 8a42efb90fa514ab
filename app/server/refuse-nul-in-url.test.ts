import { describe, expect, it } from "vitest";
import { nulInUrlStatus } from "./refuse-nul-in-url";

describe("nulInUrlStatus", () => {
  const status = (url: string) => nulInUrlStatus(new URL(url, "http://localhost:3000"));

  it("answers 404 for NUL in the path: no page has it", () => {
    for (const url of ["/job/a%00", "/specialists/a%00", "/en/job/%00x", "/a%00?q=b", "/job/a%00.data"]) expect(status(url), url).toBe(404);
  });

  it("answers 400 for NUL in the query string", () => {
    for (const url of ["/?q=a%00b", "/specialists?location=%00", "/?%00=1", "/en?q=x&page=1%00"]) expect(status(url), url).toBe(400);
  });

  it("lets every other address through, escaped text such as %2500 included", () => {
    for (const url of ["/", "/?q=%2500", "/job/a%2500", "/?q=%D0%B7%D0%B2%D1%83%D0%BA", "/?q=a%20b", "/?q=100%", "/?q=%0"]) expect(status(url), url).toBeNull();
  });

  it("catches a literal NUL inside the address, which the URL parser escapes", () => {
    expect(status("/job/a\u0000b")).toBe(404);
    expect(status("/?q=a\u0000b")).toBe(400);
  });
});
