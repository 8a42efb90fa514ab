import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface MarkdownProps {
  /** Markdown text from the data (a blog post, a specialist's description). */
  children: string;
  /** The level the text's top heading is shown at; the page keeps its own h1 (default 2). */
  topHeadingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Markdown from the data, rendered safely: raw HTML is skipped, and react-markdown's default URL transform
 * drops javascript:, vbscript: and data: links and image sources. Tailwind's preflight strips list bullets and
 * heading sizes, so every element gets its classes here (spec 2 "Blog": lists restyled with bullets).
 */
export function Markdown({ children, topHeadingLevel = 2, className }: MarkdownProps) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={[remarkGfm, [remarkShiftHeadings, topHeadingLevel]]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

interface MarkdownNode {
  type: string;
  depth?: number;
  children?: MarkdownNode[];
}

/**
 * Moves the text's headings so its top one lands on `topLevel` and the rest keep their order: with the default 2,
 * "# A / ## B" becomes h2 / h3 and "## A / ### B" stays h2 / h3. The page's h1 stays the only one, and no level is
 * skipped after it.
 */
function remarkShiftHeadings(topLevel: HeadingLevel) {
  return (tree: MarkdownNode) => {
    const headings: MarkdownNode[] = [];
    const visit = (node: MarkdownNode) => {
      if (node.type === "heading") headings.push(node);
      node.children?.forEach(visit);
    };
    visit(tree);
    if (headings.length === 0) return;
    const shift = topLevel - Math.min(...headings.map((heading) => heading.depth ?? 1));
    for (const heading of headings) heading.depth = Math.min(6, Math.max(topLevel, (heading.depth ?? 1) + shift));
  };
}

/** Absolute http(s) and protocol-relative links leave the site: they open in a new tab without access to this one. */
function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

const headingClass = "font-bold leading-snug text-balance text-zinc-900 scroll-mt-24";

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className={`${headingClass} mt-10 mb-4 text-2xl sm:text-3xl`} {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className={`${headingClass} mt-10 mb-4 text-2xl sm:text-3xl`} {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className={`${headingClass} mt-8 mb-3 text-xl sm:text-2xl`} {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className={`${headingClass} mt-6 mb-2 text-lg`} {...props} />,
  h5: ({ node: _node, ...props }) => <h5 className={`${headingClass} mt-6 mb-2 text-base`} {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className={`${headingClass} mt-6 mb-2 text-base text-zinc-700`} {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-4 leading-relaxed" {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul className={className?.includes("contains-task-list") ? "my-4 space-y-2" : "my-4 list-disc space-y-2 pl-6 marker:text-violet-700"} {...props} />
  ),
  ol: ({ node: _node, className: _className, ...props }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-violet-700" {...props} />
  ),
  li: ({ node: _node, className, children, ...props }) =>
    className?.includes("task-list-item") ? (
      // GFM task items carry a disabled checkbox; the label gives it the item's text as its name.
      <li className="list-none" {...props}>
        <label className="inline-flex items-baseline gap-2">{children}</label>
      </li>
    ) : (
      <li className="pl-1 leading-relaxed" {...props}>
        {children}
      </li>
    ),
  input: ({ node: _node, type, checked }) =>
    type === "checkbox" ? <input type="checkbox" checked={checked} disabled readOnly className="size-4 accent-violet-700" /> : null,
  a: ({ node: _node, href, children }) => {
    // The URL transform leaves an empty href where it dropped an unsafe one: keep the text, lose the link.
    if (!href) return <span>{children}</span>;
    const external = isExternal(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
    return (
      <a href={href} className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900" {...external}>
        {children}
      </a>
    );
  },
  img: ({ node: _node, src, alt, title }) =>
    typeof src === "string" && src !== "" ? (
      // The CSP allows images over https only; browsers upgrade such mixed content anyway.
      <img
        src={src.replace(/^http:\/\//i, "https://")}
        alt={alt ?? ""}
        title={title}
        loading="lazy"
        decoding="async"
        className="my-6 block h-auto max-w-full rounded-xl"
      />
    ) : null,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-6 border-l-4 border-violet-700 bg-violet-50 py-2 pr-4 pl-5 text-zinc-700 italic" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    // Focusable so keyboard users can scroll a long line (axe: scrollable-region-focusable).
    <pre
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-lg bg-zinc-900 p-4 text-sm leading-relaxed text-zinc-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={`rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[0.9em] text-zinc-800 ${className ?? ""}`} {...props} />
  ),
  hr: () => <hr className="my-10 border-zinc-200" />,
  table: ({ node: _node, ...props }) => (
    <div tabIndex={0} className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b-2 border-zinc-300 px-3 py-2 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-zinc-200 px-3 py-2 align-top" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-zinc-900" {...props} />,
};
