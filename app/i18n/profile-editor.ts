import { profileEditor as en } from "./en/profile-editor";
import { profileEditor as ru } from "./ru/profile-editor";
import type { Namespace } from "./use-language";

export const profileEditorText: Namespace<typeof ru> = { ru, en };
