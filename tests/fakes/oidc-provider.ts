import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The person the provider signs in; every sign-in is this user, without a form. */
export interface OidcTestUser {
  sub: string;
  email: string;
  name: string;
  picture: string;
  emailVerified: boolean;
}

export interface FakeOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** For this app: `${appOrigin}/api/auth/callback/google` (better-auth 1.7's generic OAuth callback). */
  redirectUris: string[];
  user?: Partial<OidcTestUser>;
}

export interface FakeOidcProvider {
  issuer: string;
  /** What GOOGLE_DISCOVERY_URL points at. */
  discoveryUrl: string;
  readonly user: OidcTestUser;
  /** Changes who signs in next; a new `sub` is a different person to the provider. */
  setUser(user: Partial<OidcTestUser>): void;
  close(): Promise<void>;
}

/** The user the e2e server's provider signs in (tests/e2e/start-server.ts). */
export const E2E_GOOGLE_USER: OidcTestUser = {
  sub: "google-e2e-0001",
  email: "google.user@example.com",
  name: "Мария Иванова-Петрова Сергеевна",
  picture: "https://example.com/photo.png",
  emailVerified: true,
};

// oidc-provider ships no TypeScript types: the few parts used here, typed by hand.
interface OidcGrant {
  accountId: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface OidcGrantModel {
  new (init: { accountId: string; clientId: string }): OidcGrant;
  find(id: string): Promise<OidcGrant | undefined>;
}
interface OidcInteraction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId?: string };
}
interface OidcProvider {
  Grant: OidcGrantModel;
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(request: IncomingMessage, response: ServerResponse, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
}
interface GrantLoadingContext {
  oidc: {
    provider: { Grant: OidcGrantModel };
    client: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}
type ProviderConstructor = new (issuer: string, configuration: object) => OidcProvider;

const SCOPES = "openid email profile";

/**
 * A local OpenID Connect provider speaking Google's protocol (discovery, authorization code with PKCE,
 * signed ID tokens, userinfo) on 127.0.0.1. Sign-in and consent finish at once for the configured user.
 */
export async function startFakeOidcProvider(options: FakeOidcProviderOptions): Promise<FakeOidcProvider> {
  let user: OidcTestUser = { ...E2E_GOOGLE_USER, ...options.user };
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A variable specifier keeps TypeScript from looking for the package's (missing) declarations.
  const packageName = "oidc-provider";
  const { default: Provider } = (await import(/* @vite-ignore */ packageName)) as { default: ProviderConstructor };
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // better-auth sends the secret in the body unless told otherwise; Google accepts both.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "fake-google-1", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    scopes: SCOPES.split(" "),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Like Google: the ID token itself carries the granted profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      if (sub !== user.sub) return undefined;
      const current = user;
      return {
        accountId: current.sub,
        claims: async () => ({
          sub: current.sub,
          email: current.email,
          email_verified: current.emailVerified,
          name: current.name,
          picture: current.picture,
        }),
      };
    },
    // A first-party client: consent is implied, so a signed-in user gets a grant for the scopes offered.
    async loadExistingGrant(ctx: GrantLoadingContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({ accountId: oidc.session.accountId, clientId: oidc.client.clientId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    async renderError(ctx: { type: string; body: unknown }, out: Record<string, string>) {
      ctx.type = "json";
      ctx.body = out;
    },
  });

  /** The login (and, should it come to that, consent) step: no form, the configured user at once. */
  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const accountId = user.sub;
    if (details.prompt.name === "login") {
      await provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    const clientId = String(details.params.client_id);
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId: details.session?.accountId ?? accountId, clientId });
    grant.addOIDCScope(details.prompt.details.missingOIDCScope?.join(" ") || SCOPES);
    if (details.prompt.details.missingOIDCClaims?.length) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  const providerCallback = provider.callback();
  handler = (request, response) => {
    if (request.method === "GET" && request.url?.startsWith("/interaction/")) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(error instanceof Error ? error.message : String(error));
      });
      return;
    }
    providerCallback(request, response);
  };

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    get user() {
      return user;
    },
    setUser(next) {
      user = { ...user, ...next };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface StoredArtifact {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/** oidc-provider's storage interface over one Map per provider (its built-in one warns and is process-wide). */
function memoryAdapterFactory() {
  const store = new Map<string, StoredArtifact>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      for (const key of store.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined;
        if (payload?.uid === uid) return payload;
      }
      return undefined;
    }

    async findByUserCode(userCode: string) {
      for (const key of store.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined;
        if (payload?.userCode === userCode) return payload;
      }
      return undefined;
    }

    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}
