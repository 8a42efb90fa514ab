import type { Language } from "~/config/constants";

export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();

/** Picks the plural form for n (Russian: one / few / many; English: one / other) and puts n in place of {n}. */
export function plural(language: Language, n: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const category = rule.select(n);
  const form = category === "one" || category === "few" || category === "many" ? forms[category] : forms.other;
  return interpolate(form, { n });
}

/** Replaces {name} placeholders. React escapes the result when it renders it. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
