import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

export interface ParsedOffer {
  id: string;
  name: string;
  url: string;
  categoryId: string;
  setIds: string;
  description: string;
  params: Record<string, string>;
}

const YML_PARAM_NAMES = ["Компания", "Сайт компании", "Место работы", "Тип занятости", "График работы", "Дата публикации", "Язык вакансии"];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ["set", "offer", "param", "category", "currency"].includes(name),
});

/**
 * Checks one feed file against the structure Yandex Webmaster documents for vacancy feeds (docs/decisions/028):
 * well-formed UTF-8 XML; yml_catalog with a "YYYY-MM-DD hh:mm" date; shop with name, company, url, exactly one
 * category and its sets (each id, name, url); every offer with an id, a name, an absolute url on the origin, the
 * category, set-ids naming declared sets, a description, and only the params the feed documents.
 */
export function validateYandexFeed(xml: string, origin: string): { offers: ParsedOffer[]; sets: Array<{ id: string; name: string; url: string }> } {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(Buffer.from(xml, "utf8").toString("utf8")).toBe(xml);
  const document = parser.parse(xml);
  const catalog = document.yml_catalog;
  expect(catalog["@date"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const shop = catalog.shop;
  expect(shop.name).toBeTruthy();
  expect(shop.company).toBeTruthy();
  expect(shop.url).toBe(origin);
  expect(shop.categories.category).toHaveLength(1);
  const categoryId = shop.categories.category[0]["@id"];
  expect(shop.categories.category[0]["#text"]).toBeTruthy();
  const sets = (shop.sets.set as Array<{ "@id": string; name: string; url: string }>).map((set) => ({ id: set["@id"], name: set.name, url: set.url }));
  for (const set of sets) {
    expect(set.id).toMatch(/^[A-Za-z0-9-]+$/);
    expect(set.name).toBeTruthy();
    expect(set.url.startsWith(origin)).toBe(true);
  }
  const setIds = new Set(sets.map((set) => set.id));
  expect(setIds.size).toBe(sets.length);
  const rawOffers = (shop.offers?.offer ?? []) as Array<Record<string, unknown>>;
  const offers = rawOffers.map((offer) => {
    const params = Object.fromEntries(((offer.param ?? []) as Array<Record<string, string>>).map((param) => [param["@name"], param["#text"]]));
    return {
      id: offer["@id"] as string,
      name: offer.name as string,
      url: offer.url as string,
      categoryId: offer.categoryId as string,
      setIds: offer["set-ids"] as string,
      description: offer.description as string,
      params,
    } satisfies ParsedOffer;
  });
  // Collected, then asserted once: 30 000 offers times a dozen expect() calls would take longer than the feed itself.
  const problems: string[] = [];
  const check = (ok: boolean, what: string, offer: ParsedOffer) => {
    if (!ok) problems.push(`${what}: offer ${offer.id}`);
  };
  for (const offer of offers) {
    check(Boolean(offer.id), "id", offer);
    check(Boolean(offer.name), "name", offer);
    check(offer.url.startsWith(`${origin}/`) && URL.canParse(offer.url), "url on the origin", offer);
    check(offer.categoryId === categoryId, "categoryId", offer);
    check(
      offer.setIds.split(",").every((id) => setIds.has(id)),
      "set-ids declared",
      offer,
    );
    check(Boolean(offer.description), "description", offer);
    check(Boolean(offer.params["Компания"]), "Компания", offer);
    check(/^\d{4}-\d{2}-\d{2}$/.test(offer.params["Дата публикации"] ?? ""), "Дата публикации", offer);
    check(
      Object.keys(offer.params).every((name) => YML_PARAM_NAMES.includes(name)),
      "param names",
      offer,
    );
  }
  expect(problems).toEqual([]);
  expect(new Set(offers.map((offer) => offer.url)).size).toBe(offers.length);
  return { offers, sets };
}
