// What every procedure receives: the request's language, the acting user (none until sign-in
// lands) and the app's services.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants.js';
import type { PermissionSubject } from '../../shared/permissions.js';
import { languageFromUrl, resolveLanguage } from '../lib/language.js';
import type { Services } from '../services.js';

export interface SessionUser extends PermissionSubject {
  id: number;
  username: string;
  email: string;
}

export interface Context {
  language: Language;
  user: SessionUser | null;
  log: FastifyBaseLogger;
  services: Services;
}

export function languageOf(req: FastifyRequest): Language {
  return resolveLanguage(languageFromUrl(req.url), req.headers['accept-language']);
}

export function contextFactory(services: Services) {
  return async ({ req }: { req: FastifyRequest }): Promise<Context> => ({
    language: languageOf(req),
    user: null,
    log: req.log,
    services,
  });
}
