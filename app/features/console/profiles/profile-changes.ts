import type { ProfileFields, Project, Service } from "~/features/specialists";

/** What a profile's public page showed when approved, or shows now (the specialists feature's ProfileContent). */
export interface ProfileSnapshot {
  fields: ProfileFields;
  projects: Project[];
  services: Service[];
}

interface FieldChange {
  field: keyof ProfileFields;
  before: string;
  after: string;
}

export interface ItemChanges<Item> {
  added: Item[];
  removed: Item[];
  changed: { before: Item; after: Item }[];
}

/** What changed since the approval: each field, and the projects and services added, removed or changed (matched by id). */
export interface ProfileChanges {
  fields: FieldChange[];
  projects: ItemChanges<Project>;
  services: ItemChanges<Service>;
}

const text = (value: string | readonly string[]) => (typeof value === "string" ? value : value.join(", "));

const sameItem = <Item extends { id: string }>(a: Item, b: Item) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function itemChanges<Item extends { id: string }>(before: readonly Item[], after: readonly Item[]): ItemChanges<Item> {
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  return {
    added: after.filter((item) => !old.has(item.id)),
    removed: before.filter((item) => !now.has(item.id)),
    changed: after.flatMap((item) => {
      const previous = old.get(item.id);
      return previous && !sameItem(previous, item) ? [{ before: previous, after: item }] : [];
    }),
  };
}

const EMPTY: ProfileSnapshot = {
  fields: {
    name: "",
    surname: "",
    email: "",
    workExperience: "",
    experience: "",
    telegramLink: "",
    website: "",
    location: "",
    languages: [],
    specializations: [],
    photoUrl: "",
    audioUrl: "",
  },
  projects: [],
  services: [],
};

/** The changes from the approved snapshot to the current content; a profile never approved compares with an empty one. */
export function profileChanges(approved: ProfileSnapshot | null, current: ProfileSnapshot): ProfileChanges {
  const before = approved ?? EMPTY;
  const fields = (Object.keys(EMPTY.fields) as (keyof ProfileFields)[]).flatMap((field) => {
    const was = text(before.fields[field] ?? "");
    const is = text(current.fields[field]);
    return was === is ? [] : [{ field, before: was, after: is }];
  });
  return { fields, projects: itemChanges(before.projects, current.projects), services: itemChanges(before.services, current.services) };
}

export function hasChanges(changes: ProfileChanges): boolean {
  const items = (item: ItemChanges<unknown>) => item.added.length + item.removed.length + item.changed.length;
  return changes.fields.length + items(changes.projects) + items(changes.services) > 0;
}
