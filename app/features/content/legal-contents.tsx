interface LegalContentsProps {
  label: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
}

/** The terms' table of contents: a numbered list of anchors, sticky beside the text on wide screens. */
export function LegalContents({ label, sections }: LegalContentsProps) {
  return (
    <nav aria-label={label} className="lg:sticky lg:top-28 lg:self-start">
      <p className="text-sm font-semibold tracking-wider text-zinc-700 uppercase">{label}</p>
      <ol className="mt-3 space-y-1 border-l-2 border-zinc-200">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-zinc-700 hover:border-violet-700 hover:text-violet-700"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
