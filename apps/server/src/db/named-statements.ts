/**
 * Names each parameterised statement after its text, so that a connection parses it once and
 * then only binds and executes it (node-postgres skips the Parse message of a name it prepared
 * on that connection). Measured in bench/README.md (issue 20). The number of names is bounded:
 * texts that vary (a list of ids of every length) would otherwise prepare without end, on every
 * connection; beyond the bound, and for statements of many parameters (such lists), statements
 * go unnamed as before.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** Statements with more parameters are lists of ids: one text per length, rarely run again. */
const MAX_NAMED_PARAMETERS = 20;

export function nameStatements(pool: pg.Pool, maxNames: number): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNames) {
      name = `s_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const named = withName(config as string | QueryConfig, rest[0], nameOf);
      return query(named ?? config, ...rest);
    };
  });
}

/** The statement with a name, when it is a parameterised one (text with values) without one. */
function withName(
  config: string | QueryConfig,
  values: unknown,
  nameOf: (text: string) => string | undefined,
): QueryConfig | undefined {
  const asked = typeof config === 'string' ? { text: config } : config;
  if (typeof asked !== 'object' || asked === null || asked.name !== undefined) return undefined;
  // A cursor or a stream (`submit`) is a class of its own: a copy would lose it.
  if (typeof asked.text !== 'string' || typeof asked.submit === 'function') return undefined;
  const parameters = Array.isArray(values) ? values : Array.isArray(asked.values) ? asked.values : [];
  if (parameters.length === 0 || parameters.length > MAX_NAMED_PARAMETERS) return undefined;
  const name = nameOf(asked.text);
  return name ? { ...asked, name } : undefined;
}
