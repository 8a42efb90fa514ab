import { engineers } from "./specialists/engineering";
import { musicians } from "./specialists/music";
import { soundDesigners } from "./specialists/sound-design";
import { voiceActors } from "./specialists/voice";
import type { DemoSpecialist } from "./specialists/demo-specialist";

export type { DemoSpecialist } from "./specialists/demo-specialist";

/**
 * Demo specialists for the embedded default: Pro profiles across every specialization and several
 * cities, with generated avatars, audio and video (demo/specialists/media, made by scripts/demo-media.sh),
 * plus two Basic accounts with paid Pro access, one of which hides itself from the directory.
 */
export const demoSpecialists: DemoSpecialist[] = [...soundDesigners, ...musicians, ...engineers, ...voiceActors];
