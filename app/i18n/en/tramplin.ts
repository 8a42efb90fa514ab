import type { TramplinDictionary } from "../ru/tramplin";

export const tramplin: TramplinDictionary = {
  seoTitle: "Tramplin music school: music production, mixing, mastering",
  seoDescription:
    "One-to-one lessons in music production, DJing, sound design, mixing, mastering and label development. Flexible passes, a trial lesson and a promo code discount.",
  back: "All schools",
  hero: {
    eyebrow: "Music school",
    title: "Tramplin",
    lead: "One-to-one lessons with a teacher, from your first track to mastering and launching your own label. Learn at your own pace with single lessons or a pass.",
    priceFrom: "from {price} per lesson",
    promo: "{percent} off with a promo code",
  },
  gallery: {
    labels: { region: "School gallery", previous: "Previous image", next: "Next image", slide: "{n} of {total}" },
    images: {
      console: "A mixing console with faders and level meters",
      waveform: "An audio waveform on an editor screen",
      headphones: "Studio headphones over equaliser bars",
      speakers: "A pair of studio monitors on both sides of a screen showing a track",
      synth: "A synthesiser with a keyboard and control knobs",
    },
  },
  system: {
    title: "How the learning works",
    intro: [
      "Every lesson at Tramplin is one-to-one: the teacher works on your own tracks and goals, and the programme adapts to your level.",
      "Instead of a rigid timetable there are flexible passes. Pick a bundle of lessons for your goal, or book single lessons whenever you need focused help.",
    ],
    lessons: { one: "{n} individual lesson", few: "{n} individual lessons", many: "{n} individual lessons", other: "{n} individual lessons" },
    lessonsRange: {
      one: "{min}–{n} individual lessons",
      few: "{min}–{n} individual lessons",
      many: "{min}–{n} individual lessons",
      other: "{min}–{n} individual lessons",
    },
    passes: {
      express: { name: "EXPRESS", text: "A short intensive to master one specific topic or finish a single track." },
      pro: { name: "PRO", text: "A deep dive into one direction, with homework and detailed feedback on your work." },
      proXl: { name: "PRO XL", text: "The full course, from the basics to confidently producing a release on your own." },
      single: {
        name: "Single lessons",
        count: "One lesson at a time",
        text: "Feedback on a track, a mix or your home studio set-up, with no pass and no commitment.",
      },
    },
  },
  directions: {
    title: "Directions",
    intro: "Choose one direction or combine several within a pass.",
    labels: { region: "Directions of study", previous: "Previous direction", next: "Next direction", slide: "{n} of {total}" },
    items: {
      musicCreation: { title: "Music production", text: "Arrangement, harmony and working in a DAW: from an idea and a sketch to a finished track." },
      djing: { title: "DJing", text: "Beatmatching on decks, building a set, recording mixes and reading the dance floor." },
      soundDesign: { title: "Sound design", text: "Synthesis and sound processing: your own timbres, effects and textures for music, games and video." },
      mixing: { title: "Mixing", text: "Balance, EQ, compression and space, so that a track sounds full and clean." },
      mastering: { title: "Mastering", text: "Final processing, loudness and getting a release ready for streaming platforms." },
      labelDevelopment: { title: "Label development", text: "How to launch your own label: distribution, promoting releases and working with artists." },
    },
  },
  price: {
    title: "Prices",
    lessonFrom: "from {price}",
    lessonLabel: "per individual lesson",
    courseUpTo: "up to {price}",
    courseLabel: "per full course",
    note: "The final price depends on the direction and the pass you choose.",
    trialLesson: "Book a trial lesson",
    trialNote: "A trial lesson lets you meet the teacher and find the direction that suits you.",
  },
  promo: {
    title: "Promo code",
    text: "{percent} off tuition: mention the promo code when you sign up.",
    codeLabel: "Promo code",
    copy: "Copy",
    copied: "Copied",
  },
  contacts: {
    title: "School contacts",
    phone: "Phone",
    email: "E-mail",
    site: "Website",
    socialTitle: "The school on social media",
    telegram: "Telegram",
    vk: "VK",
  },
};
