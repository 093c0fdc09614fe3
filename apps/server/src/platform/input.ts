/**
 * The request validator every route uses: the route's zod schema (fastify-type-provider-zod),
 * plus the rules of @sahod/shared `input.ts` that hold for every route without being repeated in
 * each schema: no control characters in any text of a body, query string or path (tab, line feed
 * and carriage return allowed). Checked on what the client sent and on what the schema produced (a
 * body may carry a record as a JSON string), so nothing with a NUL reaches the database.
 */
import { controlCharacterMessage, controlCharacterPath } from '@sahod/shared';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

function refusal(path: string): { error: FastifySchemaValidationError[] } {
  return {
    error: [
      {
        keyword: 'control_characters',
        instancePath: path ? `/${path.split('.').join('/')}` : '',
        schemaPath: '#/control_characters',
        message: controlCharacterMessage(path),
        params: {},
      },
    ],
  };
}

export const inputValidatorCompiler: FastifySchemaCompiler<
  Parameters<typeof validatorCompiler>[0]['schema']
> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const sent = controlCharacterPath(data);
    if (sent !== null) return refusal(sent);
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] | Error };
    if (result.error) return result;
    const produced = controlCharacterPath(result.value);
    return produced !== null ? refusal(produced) : result;
  };
};
