// A passkey authenticator in software, for tests over HTTP: it makes real ES256 credentials and
// signs real assertions (WebAuthn Level 3, "none" attestation), so the server's checks run as
// they do for a phone. The browser suite uses Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Uint8Array;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface SoftAuthenticatorOptions {
  /** Whether it reports the person verified (a PIN, a fingerprint). */
  userVerified?: boolean;
  /** Whether it counts signatures (synced passkeys send 0 always). */
  counts?: boolean;
}

type Json = Record<string, any>;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  userVerified: boolean;
  private readonly counts: boolean;

  constructor(
    /** The origin the "browser" is on: it goes into the client data. */
    public origin: string,
    options: SoftAuthenticatorOptions = {},
  ) {
    this.userVerified = options.userVerified ?? true;
    this.counts = options.counts ?? true;
  }

  private flags(extra: number): number {
    return 0x01 | (this.userVerified ? 0x04 : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** What navigator.credentials.create(options) answers, as JSON: a new credential, or `again` made anew. */
  create(options: Json, again?: Credential): Json {
    const rpId: string = options.rp.id;
    const credential = again ?? this.newCredential(rpId, options.user.id);
    const { id, cose } = credential;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(0x40)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    if (!again) this.credentials.push(credential);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private newCredential(rpId: string, userHandle: string): Credential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    return { id: randomBytes(16), privateKey, cose, userHandle, rpId, counter: 0 };
  }

  /** What navigator.credentials.get(options) answers, as JSON: by the given credential, else the first it may use. */
  get(options: Json, credential?: Credential): Json {
    const allowed: string[] = (options.allowCredentials ?? []).map((c: Json) => c.id);
    const chosen =
      credential ?? this.credentials.find((c) => c.rpId === options.rpId && (allowed.length === 0 || allowed.includes(b64url(c.id))));
    if (!chosen) throw new Error('no credential for these options');
    if (this.counts) chosen.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(chosen.counter);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([this.flags(0)]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), chosen.privateKey);
    return {
      id: b64url(chosen.id),
      rawId: b64url(chosen.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: chosen.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
