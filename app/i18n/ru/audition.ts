// A directory card's audition button (issue 28): its own small namespace, so the directory's first load carries these
// words and not the player's (audio.ts), which the directory does not show.
export const audition = {
  label: "Демо",
  play: "Послушать демо: {name}",
  pause: "Пауза: демо {name}",
};

export type AuditionDictionary = typeof audition;
