import escapeHtml from "escape-html";
import { JOB_VALID_DAYS } from "~/config/constants";
import type { JobDetail } from "./job";

// schema.org JobPosting for Google for Jobs: https://developers.google.com/search/docs/appearance/structured-data/job-posting

const EMPLOYMENT_TYPES: Record<string, string> = {
  "полная занятость": "FULL_TIME",
  "частичная занятость": "PART_TIME",
  "проектная работа": "CONTRACTOR",
  фриланс: "CONTRACTOR",
  стажировка: "INTERN",
  "временная работа": "TEMPORARY",
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  freelance: "CONTRACTOR",
  internship: "INTERN",
};

/** Countries of the cities the board sees most; an unknown city gets no country rather than a wrong one. */
const CITY_COUNTRIES: Record<string, string> = {
  москва: "RU",
  "санкт-петербург": "RU",
  екатеринбург: "RU",
  новосибирск: "RU",
  казань: "RU",
  "нижний новгород": "RU",
  краснодар: "RU",
  минск: "BY",
  алматы: "KZ",
  астана: "KZ",
  тбилиси: "GE",
  ереван: "AM",
  ташкент: "UZ",
};

export function employmentTypeOf(type: string): string {
  return EMPLOYMENT_TYPES[type.trim().toLowerCase()] ?? "OTHER";
}

function descriptionHtml(job: JobDetail, headings: { responsibilities: string; requirements: string; conditions: string }): string {
  const paragraphs = job.description
    .split(/\n+/)
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`);
  const list = (title: string, items: string[]) =>
    items.length ? [`<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`] : [];
  return [
    ...paragraphs,
    ...list(headings.responsibilities, job.responsibilities),
    ...list(headings.requirements, job.requirements),
    ...list(headings.conditions, job.conditions),
  ].join("");
}

export function jobPostingJsonLd(
  job: JobDetail,
  { url, headings }: { url: string; headings: { responsibilities: string; requirements: string; conditions: string } },
): Record<string, unknown> {
  const posted = new Date(job.postDate);
  // The console's validThrough when an operator set one, else JOB_VALID_DAYS after posting.
  const validThrough = job.validThrough ? new Date(job.validThrough) : new Date(posted.getTime() + JOB_VALID_DAYS * 86_400_000);
  const city = job.location.split(",")[0]?.trim() ?? "";
  const country = CITY_COUNTRIES[city.toLowerCase()];
  const location = job.isRemote
    ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Russia" } }
    : {
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: city || job.location, ...(country ? { addressCountry: country } : {}) },
        },
      };
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job, headings) || escapeHtml(job.title),
    datePosted: posted.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: { "@type": "Organization", name: job.company, ...(job.companyLink ? { sameAs: job.companyLink } : {}) },
    identifier: { "@type": "PropertyValue", name: job.company, value: job.id },
    url,
    ...(job.isEnglish ? { inLanguage: "en" } : { inLanguage: "ru" }),
    ...location,
  };
}
