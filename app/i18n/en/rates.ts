import type { RatesDictionary } from "../ru/rates";

export const rates: RatesDictionary = {
  seoTitle: "What sound work costs",
  seoDescription:
    "Prices for mixing, sound design, music, voice-over and other audio work: the median and the typical range from the price lists of the specialists in our directory.",
  hero: {
    eyebrow: "Rate guide",
    title: "What sound work costs",
    lead: "Prices from the price lists of the specialists in our directory: what work in each specialization usually starts at.",
  },
  list: {
    title: "Prices by specialization",
    perSpecialist: "Each specialist counts once in each of their specializations, with the lowest “from” price of their list.",
    median: "Median",
    range: "Middle half of prices",
    rangeValue: "{from} – {to}",
    basedOn: {
      one: "based on {n} price",
      few: "based on {n} prices",
      many: "based on {n} prices",
      other: "based on {n} prices",
    },
    specialists: "Specialists",
    specialistsLabel: "Specialists: {specialization}",
    empty: "No specialization has {n} prices yet. Come back later: the guide updates as soon as specialists change their price lists.",
  },
  notYet: {
    title: "Not enough prices yet",
    text: "These specializations have fewer than {n} prices: figures will appear once there are more.",
  },
  method: {
    title: "How we count",
    items: {
      source:
        "We take the services in the price lists of the specialists currently in the directory. The guide updates as soon as one of them changes a price.",
      lowest: "Each specialist's lowest “from” price counts, once per specialization, so that someone with a long price list does not outweigh the rest.",
      median: "The median is the middle: half of the specialists start lower, half higher.",
      range: "The middle half is the prices between the 25th and the 75th percentile: a quarter of the specialists ask less, a quarter more.",
      skipped: "Prices without a sum in roubles (“negotiable”, another currency) are not counted.",
      threshold: "Figures are shown only where there are at least {n} prices, so no single specialist's price can be read off the page.",
    },
    note: "These are starting prices: the final cost depends on the scope and the deadline — agree it with the specialist.",
  },
  forSpecialists: {
    text: "Are you an audio specialist? List your profile with your services and prices, and clients will find you in the directory.",
    link: "List your profile",
  },
};
