/**
 * One formatter per locale and options, built on first use and kept for the life of the process or the page: building
 * an Intl formatter costs far more than using one (docs/decisions/031).
 */
export function intlCache<Options, Formatter>(build: (locale: string, options: Options) => Formatter): (locale: string, options: Options) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = build(locale, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}
