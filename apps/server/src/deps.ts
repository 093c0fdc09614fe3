/** What the server's modules are given: explicit dependencies, no container. */

import type { Agent } from 'node:https';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Dialect } from './db/connection.ts';
import type { DB } from './db/types.ts';
import type { Clock } from './platform/clock.ts';
import type { TokenKeys } from './platform/tokens.ts';

export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  config: Config;
  keys: TokenKeys;
  /** Directory of the built web app (index.html); absent in API-only tests. */
  webDir?: string | undefined;
  /** Path of the product changelog served at /CHANGELOG.md. */
  changelogPath: string;
  /** The https agent Web Push sends through (tests: one trusting a local push endpoint). */
  pushAgent?: Agent | undefined;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
