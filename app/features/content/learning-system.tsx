import { EDUCATION } from "~/config/constants";
import { interpolate, plural } from "~/i18n/plural";
import { tramplinText } from "~/i18n/tramplin";
import { useLanguage, useT } from "~/i18n/use-language";
import { ContentSection } from "./content-section";
import { InfoCard } from "~/ui/info-card";

/** Spec "Other pages": flexible passes EXPRESS, PRO and PRO XL, plus single lessons. */
export function LearningSystem() {
  const language = useLanguage();
  const t = useT(tramplinText).system;
  const { express, pro, proXlMin, proXlMax } = EDUCATION.passes;
  const passes = [
    { key: "express", ...t.passes.express, count: plural(language, express, t.lessons) },
    { key: "pro", ...t.passes.pro, count: plural(language, pro, t.lessons) },
    { key: "proXl", ...t.passes.proXl, count: interpolate(plural(language, proXlMax, t.lessonsRange), { min: proXlMin }) },
    { key: "single", ...t.passes.single },
  ];

  return (
    <ContentSection id="learning" title={t.title}>
      <div className="max-w-3xl space-y-3 text-zinc-700">
        {t.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {passes.map((pass) => (
          <li key={pass.key}>
            <InfoCard
              title={pass.name}
              text={pass.text}
              marker={<span className="rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-800">{pass.count}</span>}
            />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
