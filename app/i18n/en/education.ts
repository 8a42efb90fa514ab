import type { EducationDictionary } from "../ru/education";

export const education: EducationDictionary = {
  seoTitle: "Learn sound: schools for music production, mixing and sound design",
  seoDescription: "Where to learn music production, mixing, mastering, sound design and DJing: schools with one-to-one lessons, prices and promo codes.",
  hero: {
    eyebrow: "Education",
    title: "Where to learn to work with sound",
    lead: "We pick schools where you can learn music production, sound design, mixing and mastering. Choose the format that fits your level, goals and budget.",
  },
  schoolsTitle: "Schools",
  school: {
    kind: "Music school",
    name: "Tramplin",
    text: "One-to-one lessons in six directions, from music production and DJing to mastering and running your own label. Flexible passes and single lessons.",
    imageAlt: "Illustration: a mixing console in the Tramplin school studio",
    directionsLabel: "Directions",
    priceLabel: "Tuition",
    promo: "{percent} off with a promo code",
    more: "About the school",
  },
};
