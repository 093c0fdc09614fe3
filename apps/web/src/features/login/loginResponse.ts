/** The sign-in answer's schema, loaded on the first sign-in rather than with the login page (zod). */
export { loginResponseSchema } from '@sahod/shared';
