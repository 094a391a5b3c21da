/**
 * React's streaming render moves every finished part bigger than 25 KB (a rack's grid, the home
 * blocks) out of its place: the page carries an empty `<template id="B:n">`, the content comes
 * later in a hidden `<div id="S:n">`, and an inline script swaps them, up to 300 ms later to batch
 * reveals. Without JavaScript the content stays hidden, and with it the largest paint waits.
 * As the server sends the whole page at once anyway, it puts each part back in its place first,
 * which is the HTML React itself writes for parts that are small enough.
 */

const SEGMENT_START = /<div hidden id="S:(\d+)">/g;
/** React's reveal scripts: the definitions (`$RB=`…) and the calls (`$RC("B:0","S:0")`). */
const REVEAL_SCRIPT = /<script>(?:\$RB=|\$RC\()[\s\S]*?<\/script>/g;

/** The page with every outlined part back in place, or the page as is when its shape is unknown. */
export function inlineOutlinedBoundaries(html: string): string {
  if (!html.includes('<div hidden id="S:')) return html;
  let page = html;
  for (const id of [...html.matchAll(SEGMENT_START)].map((match) => match[1])) {
    const moved = moveSegment(page, id!);
    if (moved === undefined) return html;
    page = moved;
  }
  return page.replace(REVEAL_SCRIPT, '');
}

function moveSegment(page: string, id: string): string | undefined {
  const opening = `<div hidden id="S:${id}">`;
  const start = page.indexOf(opening);
  const end = start < 0 ? -1 : closingDivEnd(page, start + opening.length);
  const placeholder = `<!--$?--><template id="B:${id}"></template>`;
  const slot = page.indexOf(placeholder);
  if (end < 0 || slot < 0 || slot > start) return undefined;
  const content = page.slice(start + opening.length, end - '</div>'.length);
  return (
    page.slice(0, slot) +
    '<!--$-->' +
    content +
    page.slice(slot + placeholder.length, start) +
    page.slice(end)
  );
}

/**
 * The index just after the `</div>` closing a div whose content starts at `from`. React escapes
 * `<` in text and attributes, so every `<div` and `</div>` in the markup is a real tag.
 */
function closingDivEnd(page: string, from: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}
