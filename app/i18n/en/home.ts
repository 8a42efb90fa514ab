import type { HomeDictionary } from "../ru/home";

export const home: HomeDictionary = {
  seoTitle: "Jobs in sound: vacancies for sound engineers and sound designers",
  seoDescription: "Fresh jobs for sound designers, composers, sound engineers and voice actors: Russia and the CIS, remote, relocation and studio jobs.",
  hero: {
    eyebrow: "Jobs and specialists in the world of sound",
    title: "Jobs in the art of sound",
    lead: "We collect jobs for sound designers, composers, sound engineers and voice actors from Russian-speaking regions, plus remote, relocation and studio work.",
    findWork: "Find a job",
    postJob: "Post a job",
  },
  jobs: {
    title: "Jobs",
  },
};
