// Accounts and cookie sessions (SPEC §1).
import { serialize as serializeCookie } from 'cookie';
import { describeAccount, type AccountService, type SignedIn } from '../control/accounts.ts';
import type { ControlStore } from '../control/store.ts';
import { SESSION_COOKIE } from './guards.ts';
import { defineRoute, type RouteSpec } from './route.ts';

interface Credentials {
  email: string;
  password: string;
}

const credentialsSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 10, maxLength: 256 },
  },
  required: ['email', 'password'],
};

/** Credentials are two short strings: a small cap keeps argon2's callers from streaming megabytes at it. */
const CREDENTIALS_MAX_BYTES = 16 * 1024;

/** Answers that set a session cookie must not be kept by any cache. */
const noStore = { 'Cache-Control': 'no-store' };

const accountSchema = {
  type: 'object',
  properties: { email: { type: 'string' }, plan: { type: 'string', enum: ['free', 'pro', 'business'] } },
  required: ['email', 'plan'],
};

export interface AuthRouteDeps {
  accounts: AccountService;
  store: ControlStore;
  cookieSecure: boolean;
}

export function authRoutes({ accounts, store, cookieSecure }: AuthRouteDeps): RouteSpec[] {
  const sessionCookie = ({ sessionToken, expiresAt }: SignedIn) =>
    serializeCookie(SESSION_COOKIE, sessionToken, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: cookieSecure,
      expires: new Date(expiresAt),
      maxAge: Math.floor((expiresAt - Date.now()) / 1000),
    });
  const clearedCookie = serializeCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieSecure,
    expires: new Date(0),
    maxAge: 0,
  });

  const signedInReply = (status: number, signedIn: SignedIn) => ({
    status,
    data: { email: signedIn.account.email, plan: signedIn.account.plan },
    headers: { 'Set-Cookie': sessionCookie(signedIn), ...noStore },
  });

  return [
    defineRoute<Credentials>({
      method: 'POST',
      path: '/api/auth/signup',
      tag: 'accounts',
      summary: 'Create an account (Free plan) and sign in',
      auth: 'public',
      body: { schema: credentialsSchema, errors: { email: 'invalid_email', password: 'weak_password' }, maxBytes: CREDENTIALS_MAX_BYTES },
      responses: { 201: { description: 'Account created; the `sid` session cookie is set.', schema: accountSchema, headers: ['Set-Cookie'] } },
      errors: [
        'invalid_email',
        'weak_password',
        'email_taken',
        'rate_limit_exceeded',
        'service_busy',
        'invalid_body',
        'invalid_json',
        'unsupported_media_type',
        'payload_too_large',
      ],
      async handle({ body, req }) {
        // The client address is only a limiter key (signups per address): never stored or logged.
        return signedInReply(201, await accounts.signup(body.email, body.password, req.remoteAddress));
      },
    }),

    defineRoute<Credentials>({
      method: 'POST',
      path: '/api/auth/login',
      tag: 'accounts',
      summary: 'Sign in; 10 failed attempts per e-mail address in 15 minutes lock it for the rest of that window',
      auth: 'public',
      body: {
        schema: { ...credentialsSchema, properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 256 } } },
        maxBytes: CREDENTIALS_MAX_BYTES,
      },
      responses: { 200: { description: 'Signed in; the `sid` session cookie is set.', schema: accountSchema, headers: ['Set-Cookie'] } },
      errors: ['invalid_credentials', 'rate_limit_exceeded', 'service_busy', 'invalid_body', 'invalid_json', 'unsupported_media_type', 'payload_too_large'],
      async handle({ body, req }) {
        // The client address is only a limiter key (login attempts per address): never stored or logged.
        return signedInReply(200, await accounts.login(body.email, body.password, req.remoteAddress));
      },
    }),

    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      tag: 'accounts',
      summary: 'Sign out: the session is deleted server-side and the cookie cleared',
      auth: 'session',
      // Nothing to send, but a JSON content type must come (the CSRF check): declaring the empty object makes generated
      // clients send one.
      body: { schema: { type: 'object', description: 'An empty object.', additionalProperties: false }, maxBytes: CREDENTIALS_MAX_BYTES },
      responses: { 204: { description: 'Signed out; the `sid` cookie is cleared.', headers: ['Set-Cookie'] } },
      errors: ['unauthenticated', 'forbidden_origin', 'invalid_body', 'invalid_json', 'payload_too_large'],
      async handle({ sessionToken, account }) {
        await accounts.logout(sessionToken!, account!);
        return { status: 204, headers: { 'Set-Cookie': clearedCookie, ...noStore } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/auth/me',
      tag: 'accounts',
      summary: 'The signed-in account: plan, hourly limit per key and number of active keys',
      auth: 'session',
      responses: {
        200: {
          description: 'The account.',
          schema: {
            type: 'object',
            properties: {
              ...accountSchema.properties,
              hourlyLimit: { type: 'integer', description: 'Requests per hour per key (0 on Free).' },
              keys: { type: 'integer', description: 'Active API keys.' },
            },
            required: ['email', 'plan', 'hourlyLimit', 'keys'],
          },
        },
      },
      errors: ['unauthenticated'],
      async handle({ account }) {
        const keys = await store.listApiKeys(account!.id);
        return { status: 200, data: { ...describeAccount(account!), keys: keys.length } };
      },
    }),
  ];
}
