import { demoReviewers } from "./reviews/reviewers";
import { demoReviewTexts } from "./reviews/texts";

/**
 * How many reviews each demo specialist gets (keys of demo/specialists.ts), chosen so the directory shows
 * every Russian plural form (1, 2–4, 5+, 11, 21) and specialists without reviews. The reviewers are taken
 * in order, the texts in turn.
 */
const REVIEW_COUNTS: Record<string, number> = {
  "artem-kuznetsov": 21,
  "nina-grigoryan": 11,
  "ksenia-morozova": 5,
  "dmitry-volkov": 2,
  "ekaterina-orlova": 1,
  "timur-gareev": 3,
  "giorgi-kapanadze": 7,
  "arman-seitkali": 4,
  "anna-sokolova": 6,
  "polina-zaitseva": 2,
  "igor-belov": 1,
  "maria-lebedeva": 3,
};

export interface DemoReview {
  specialistKey: string;
  reviewerKey: string;
  /** Days before the seeding day, so the dates look current. */
  daysAgo: number;
  rating: number;
  title: string;
  content: string;
  projectType: string;
  projectName: string;
}

export { demoReviewers };

export const demoReviews: DemoReview[] = Object.entries(REVIEW_COUNTS).flatMap(([specialistKey, count], specialistIndex) =>
  demoReviewers.slice(0, count).map((reviewer, index) => {
    const text = demoReviewTexts[(specialistIndex * 5 + index) % demoReviewTexts.length] as (typeof demoReviewTexts)[number];
    return { specialistKey, reviewerKey: reviewer.key, daysAgo: index * 9 + specialistIndex * 2 + 1, ...text };
  }),
);
