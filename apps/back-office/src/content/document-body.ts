/**
 * A document's body as the team types it (JSON): read, or a French sentence saying where it is wrong.
 */

export function parseBody(text: string): { body?: Record<string, unknown>; error?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { error: 'Le contenu doit être un objet JSON { … }.' };
    return { body: body as Record<string, unknown> };
  } catch (error) {
    return { error: jsonProblem(text, error) };
  }
}

/**
 * Where the JSON stops being valid, in French: the browser's own message is in English and differs
 * between browsers, but those that name a position (« at position 42 ») let us give its line.
 */
function jsonProblem(text: string, error: unknown): string {
  const advice = 'vérifiez les guillemets, les virgules et les accolades.';
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
  if (position === undefined) return `Le contenu n’est pas du JSON valide : ${advice}`;
  const before = text.slice(0, Number(position)).split('\n');
  return `Le contenu n’est pas du JSON valide vers la ligne ${before.length}, colonne ${before.at(-1)!.length + 1} : ${advice}`;
}
