/**
 * What no route accepts, checked once for every request before its own schema: text the database
 * cannot store (NUL, lone UTF-16 surrogates) or that would disguise the text around it where the
 * staff and e-mails show it (the direction overrides and isolates: « ‮gnp.exe » reads « exe.png »;
 * right-to-left scripts need none of them), numbers beyond a 4-byte integer column, and JSON
 * nested deeper than any of our payloads (so no recursive work ever meets a hostile depth). The
 * answer is the usual 400 `validation_failed` naming the field, in French.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './app-error';

/** Our deepest payload (a content document's body) nests about 10 levels. */
export const MAX_INPUT_DEPTH = 32;
/** PostgreSQL's `integer`: every number column of ours is one, or narrower. */
const MAX_INTEGER = 2_147_483_647;
/** A NUL, or a surrogate without its pair: PostgreSQL refuses both in text. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const DISGUISING_TEXT = /[\u202A-\u202E\u2066-\u2069]/u;

const isRefusedText = (text: string) => UNSTORABLE_TEXT.test(text) || DISGUISING_TEXT.test(text);

export type InputProblem = { field: string; message: string };

/** `text` with what PostgreSQL refuses replaced by « � », for text read from a binary body. */
export function storableText(text: string): string {
  return UNSTORABLE_TEXT.test(text) ? text.replace(new RegExp(UNSTORABLE_TEXT.source, 'gu'), '\uFFFD') : text;
}

const MESSAGES = {
  text: 'Ce texte contient un caractère non autorisé.',
  number: 'Ce nombre est trop grand.',
  depth: 'Ces données sont imbriquées trop profondément.',
};

/** The first thing of `input` no route accepts, walking it without recursion; null when none. */
export function inputProblem(input: unknown, root = ''): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (isRefusedText(value)) return { field: path, message: MESSAGES.text };
    } else if (typeof value === 'number') {
      if (Math.abs(value) > MAX_INTEGER) return { field: path, message: MESSAGES.number };
    } else if (value instanceof Uint8Array) {
      // Bytes (a Sentry envelope) are read by their route, never stored as they came.
      continue;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { field: path, message: MESSAGES.depth };
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (isRefusedText(key)) return { field: path, message: MESSAGES.text };
        pending.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Every route's path parameters, query and body, before any schema or handler sees them. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      inputProblem(request.params, 'params') ??
      inputProblem(request.query, 'query') ??
      inputProblem(request.body);
    if (problem) throw new AppError('invalid_input', 'validation_failed', [problem]);
  });
}

/**
 * The zod validator, and the same number check on what it answers: a text coerced to a number
 * (`?page=99999999999`) is only a number after validation.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (result.error !== undefined) return result;
    const problem = inputProblem(result.value);
    if (!problem) return result;
    const instancePath = `/${problem.field.replaceAll('.', '/')}`;
    return {
      error: [{ keyword: 'custom', instancePath, schemaPath: '#', message: problem.message, params: {} }],
    };
  };
};
