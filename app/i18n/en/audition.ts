import type { AuditionDictionary } from "../ru/audition";

export const audition: AuditionDictionary = {
  label: "Demo",
  play: "Play the demo: {name}",
  pause: "Pause the demo: {name}",
};
