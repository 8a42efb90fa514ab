import { describe, expect, it } from "vitest";
import { siteOriginOf } from "./site-origin";

describe("the site's origin", () => {
  it("is PUBLIC_URL's origin in production mode, whatever the listening address", () => {
    expect(siteOriginOf({ PUBLIC_URL: "https://zvuk-rabota.ru/", HOST: "0.0.0.0", PORT: 3000 })).toBe("https://zvuk-rabota.ru");
    expect(siteOriginOf({ PUBLIC_URL: "https://Zvuk-Rabota.ru:443/path", HOST: "10.0.0.5", PORT: 8080 })).toBe("https://zvuk-rabota.ru");
  });

  it("is the listening address without PUBLIC_URL (localhost for a wildcard)", () => {
    expect(siteOriginOf({ HOST: "0.0.0.0", PORT: 3000 })).toBe("http://localhost:3000");
    expect(siteOriginOf({ HOST: "::", PORT: 3000 })).toBe("http://localhost:3000");
    expect(siteOriginOf({ HOST: "127.0.0.1", PORT: 4610 })).toBe("http://127.0.0.1:4610");
    expect(siteOriginOf({ HOST: "::1", PORT: 80 })).toBe("http://[::1]");
  });
});
