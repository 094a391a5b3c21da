/**
 * React Native Web writes into every page the style sheet of every component the server has
 * loaded: hundreds of atomic rules, of which a page uses a fraction, in the bytes a page must fit
 * in its first round trip. A page keeps the rules of the classes it uses, and every rule that
 * names no class (resets, the sheet's group markers, animations); React Native Web in the browser
 * adds the others as the app's components are loaded, after the first paint.
 */

const SHEET = /(<style id="react-native-stylesheet">)([^<]*)(<\/style>)/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** Class selectors (`.r-1udh08x`, `.css-146c3p1:hover`); group markers (`[stylesheet-group="2.1"]`) name none. */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The page with only the style rules its markup uses, or the page as is when it has no such sheet. */
export function onlyUsedStyles(html: string): string {
  const sheet = SHEET.exec(html);
  if (!sheet) return html;
  const [whole, opening, rules = '', closing] = sheet;
  const used = new Set<string>();
  for (const [, classes = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of classes.split(/\s+/)) used.add(name);
  }
  // React Native Web writes one rule a line.
  const kept = rules.split('\n').filter((rule) => {
    const selector = rule.slice(0, rule.indexOf('{'));
    if (selector.startsWith('@')) return true;
    const names = [...selector.matchAll(CLASS_SELECTOR)].map((match) => match[1]!);
    return names.length === 0 || names.some((name) => used.has(name));
  });
  return (
    html.slice(0, sheet.index) + opening + kept.join('\n') + closing + html.slice(sheet.index + whole.length)
  );
}
