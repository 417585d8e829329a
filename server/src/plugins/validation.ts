import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { nulCharacterPath } from '@mp/contracts/fields';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * No string a client sends may hold a NUL character: PostgreSQL text cannot store it. Checked here, before each
 * route's own schema, so every body, query and path answers 400 naming the field, whatever its contract says.
 */
const noNulCharacter = z.unknown().superRefine((value, ctx) => {
  const path = nulCharacterPath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: API_ERROR_KEY.nulCharacter });
});

export const validateRequest: FastifySchemaCompiler<z.ZodType> = (route) => {
  const plain = validatorCompiler(route);
  const refusingNul = validatorCompiler({ ...route, schema: noNulCharacter.pipe(route.schema) });
  // The piped schema only for a request that holds a NUL: zod's pipe cost every clean request a second parse pass.
  return (data) => (nulCharacterPath(data) ? refusingNul(data) : plain(data));
};
