// Creating an Intl.DateTimeFormat is costly (a list of events would make dozens per render):
// each distinct locale and set of options is built once and kept. Apart from site-time.ts so the
// event dates worker can use it without the interface's dictionaries.
const formats = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
