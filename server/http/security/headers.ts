// Security headers for every response: a CSP without inline script, nosniff, no framing, and
// HSTS in production. helmet decides the headers; they do not depend on the request, so helmet
// runs once at start and every answer gets the same list (also the answers written before any
// hook runs: a bad URL, a client error on the socket).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type HeaderList = Array<[name: string, value: string]>;

export function securityHeaders(production: boolean): HeaderList {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (the door scanner's QR decoder, issue 38), and
        // nothing else: no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // React and Swagger UI set style attributes; no script can be injected through them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: event images may be addresses on other sites (the event editor takes one).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Headers no current browser acts on (IE, Flash, the removed XSS auditor): every response
    // would carry them for nothing.
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: HeaderList = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let synchronous = false;
  middleware({} as never, recorder, () => (synchronous = true));
  if (!synchronous) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: HeaderList) {
  const asObject = Object.fromEntries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(asObject);
    done();
  });
}
