/**
 * A statement's text and parameters, made without Drizzle's general walk. Drizzle turns a `sql`
 * template into text by testing each piece against a dozen kinds of entity (each test walks the
 * piece's prototypes) and merging a list per piece: ~3 % of the server's CPU in `bench:orders`
 * (issue 20), for statements whose pieces are only text, nested templates and values. This walk
 * knows those pieces by their exact class and hands anything else (a column, a table, a
 * placeholder…) to Drizzle, so that its text is always Drizzle's own.
 */
import { entityKind, Param, SQL, StringChunk, type BuildQueryConfig, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A piece this walk does not know: the whole statement is then Drizzle's to make. */
class UnknownPiece extends Error {}

/**
 * The statement as PostgreSQL's text (`$1`, `$2`…) and its parameters, as Drizzle would make them;
 * `config`, the database's own (casing, escaping), for the pieces left to Drizzle.
 */
export function statementText(statement: SQL, config?: BuildQueryConfig): Query {
  const drizzleText = () => (config ? statement.toQuery(config) : dialect.sqlToQuery(statement));
  if (inlinesParams(statement)) return drizzleText();
  const text: string[] = [];
  const params: unknown[] = [];
  try {
    writePieces(statement.queryChunks, text, params);
  } catch (error) {
    if (error instanceof UnknownPiece) return drizzleText();
    throw error;
  }
  return { sql: text.join(''), params };
}

function writePieces(pieces: readonly unknown[], text: string[], params: unknown[]): void {
  for (const piece of pieces) writePiece(piece, text, params);
}

function writePiece(piece: unknown, text: string[], params: unknown[]): void {
  if (piece === undefined) return;
  // A function is an enum to Drizzle (`pgEnum`), written as its name.
  if (typeof piece === 'function') throw new UnknownPiece();
  if (typeof piece !== 'object' || piece === null) return writeParam(piece, text, params);
  const kind = piece.constructor;
  if (kind === StringChunk) {
    text.push(...(piece as StringChunk).value);
  } else if (kind === SQL) {
    if (inlinesParams(piece as SQL)) throw new UnknownPiece();
    writePieces((piece as SQL).queryChunks, text, params);
  } else if (kind === Param) {
    writeEncoded(piece as Param, text, params);
  } else if (Array.isArray(piece)) {
    // Drizzle's list: `(a, b, c)`.
    text.push('(');
    piece.forEach((item, index) => {
      if (index > 0) text.push(', ');
      writePiece(item, text, params);
    });
    text.push(')');
  } else if (isEntity(piece) || typeof (piece as { getSQL?: unknown }).getSQL === 'function') {
    throw new UnknownPiece(); // one of Drizzle's own kinds, or a piece that writes its own SQL
  } else {
    // A value of its own (a date, a JSON object, a buffer): one parameter, as Drizzle sends it.
    writeParam(piece, text, params);
  }
}

/** A value encoded by its column (`sql.param(value, column)`), which may answer SQL of its own. */
function writeEncoded(param: Param, text: string[], params: unknown[]): void {
  if (isEntity(param.value)) throw new UnknownPiece(); // a placeholder, or a column as a value
  const encoded = param.value === null ? null : param.encoder.mapToDriverValue(param.value);
  if (encoded instanceof SQL) return writePiece(encoded, text, params);
  writeParam(encoded, text, params);
}

/** One of Drizzle's own kinds (a column, a table, a placeholder…): its class carries a kind. */
function isEntity(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { constructor?: unknown }).constructor;
  return typeof kind === 'function' && entityKind in kind;
}

/** `sql.inlineParams()` asks for values written into the text: Drizzle's to do. */
function inlinesParams(statement: SQL): boolean {
  return (statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
}

function writeParam(value: unknown, text: string[], params: unknown[]): void {
  params.push(value);
  text.push(`$${params.length}`);
}

/**
 * A statement whose text `statementText` makes: Drizzle's `execute` asks a statement for its text
 * (`toQuery`) once, and this one answers with that walk instead of Drizzle's. Only for `execute`:
 * its own pieces are empty, so it cannot be nested in another template.
 */
export class FastTextStatement extends SQL {
  constructor(readonly source: SQL) {
    super([]);
  }

  override toQuery(config: BuildQueryConfig): Query {
    return statementText(this.source, config);
  }
}
