/** Server configuration, read once from the environment and validated before anything starts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  WEB_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/shop/dist')),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `false` starts on an empty database without writing the demo shop (tests, real shops). */
  SEED_DEMO_SHOP: z.enum(['true', 'false']).default('true'),
  /** Editors' preview of unpublished content; preview is off when unset. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  publicUrl: string;
  webDir: string;
  environment: 'development' | 'production' | 'test';
  contentPreviewToken: string | undefined;
  seedDemoShop: boolean;
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty variables count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    webDir: path.resolve(value.WEB_DIR),
    environment: value.NODE_ENV,
    contentPreviewToken: value.CONTENT_PREVIEW_TOKEN,
    seedDemoShop: value.SEED_DEMO_SHOP === 'true',
  };
}
