import type { UserRole } from "~/config/constants";

/** The console's sections and the roles that may open them (issue 16): moderators decide on content, admins do everything. */
const CONSOLE_SECTIONS = {
  overview: ["moderator", "admin"],
  profiles: ["moderator", "admin"],
  reviews: ["moderator", "admin"],
  jobs: ["moderator", "admin"],
  submissions: ["moderator", "admin"],
  inquiries: ["moderator", "admin"],
  payments: ["admin"],
  audit: ["admin"],
  users: ["admin"],
} as const satisfies Record<string, readonly UserRole[]>;

export type ConsoleSection = keyof typeof CONSOLE_SECTIONS;

export function mayOpen(role: UserRole, section: ConsoleSection): boolean {
  return (CONSOLE_SECTIONS[section] as readonly UserRole[]).includes(role);
}

/** The sections this role may open, in the navigation's order. */
export function sectionsFor(role: UserRole): ConsoleSection[] {
  return (Object.keys(CONSOLE_SECTIONS) as ConsoleSection[]).filter((section) => mayOpen(role, section));
}
