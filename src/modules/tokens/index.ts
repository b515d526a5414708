/** API tokens: the platform's credentials and their permissions. */
export { type ApiToken, authenticateToken, createToken } from './service.ts';
