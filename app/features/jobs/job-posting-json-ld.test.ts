import { describe, expect, it } from "vitest";
import type { JobDetail } from "./job";
import { serializeJsonLd } from "~/seo/json-ld";
import { employmentTypeOf, jobPostingJsonLd } from "./job-posting-json-ld";

const headings = { responsibilities: "Обязанности", requirements: "Требования", conditions: "Условия" };

const job: JobDetail = {
  id: "42",
  title: "Саунд-дизайнер <игры>",
  company: "Студия Гром",
  companyLink: "https://grom.example",
  location: "Москва",
  type: "Полная занятость",
  description: "Ищем саунд-дизайнера.\nРабота в офисе.",
  responsibilities: ["Звуки интерфейса"],
  requirements: ["Wwise"],
  conditions: ["ДМС"],
  postDate: "2026-03-01T09:00:00.000Z",
  isEnglish: false,
  isRemote: false,
  isOpen: true,
  validThrough: null,
  apply: { website: "", email: "", form: "", telegram: "", hh: "" },
};

describe("employmentTypeOf", () => {
  it.each([
    ["Полная занятость", "FULL_TIME"],
    ["Частичная занятость", "PART_TIME"],
    ["Проектная работа", "CONTRACTOR"],
    ["Фриланс", "CONTRACTOR"],
    ["Стажировка", "INTERN"],
    ["Вахта", "OTHER"],
  ])("%s → %s", (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});

describe("jobPostingJsonLd", () => {
  it("maps an on-site job with its city and country", () => {
    const data = jobPostingJsonLd(job, { url: "https://site/job/42", headings });
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: job.title,
      datePosted: "2026-03-01T09:00:00.000Z",
      validThrough: "2026-04-30T09:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Студия Гром", sameAs: "https://grom.example" },
      identifier: { "@type": "PropertyValue", value: "42" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Москва", addressCountry: "RU" } },
    });
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data.description).toContain("<li>Wwise</li>");
    expect(data.description).toContain("<p>Работа в офисе.</p>");
  });

  it("says the validThrough set in the console when there is one, else JOB_VALID_DAYS after posting", () => {
    expect(jobPostingJsonLd({ ...job, validThrough: "2026-12-31T20:59:59.000Z" }, { url: "u", headings }).validThrough).toBe("2026-12-31T20:59:59.000Z");
    expect(jobPostingJsonLd({ ...job, validThrough: null }, { url: "u", headings }).validThrough).toBe("2026-04-30T09:00:00.000Z");
  });

  it("marks a remote job as telecommute with an applicant location", () => {
    const data = jobPostingJsonLd({ ...job, location: "Удалённо", isRemote: true }, { url: "u", headings });
    expect(data).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country" } });
    expect(data).not.toHaveProperty("jobLocation");
  });

  it("escapes markup in the description and in the serialised script", () => {
    const data = jobPostingJsonLd(
      { ...job, description: `<script>alert("x")</script> Tom & Jerry's`, responsibilities: [], requirements: [], conditions: [] },
      { url: "u", headings },
    );
    expect(data.description).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s</p>");
    expect(serializeJsonLd({ a: "</script><!--" })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});
