// Reading an OpenAPI 3.1 document in tests: following its $refs, validating values against its
// schemas with ajv (JSON Schema 2020-12, formats included), and making a valid value from a
// schema's examples, enums and defaults.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type Json = any;
export interface OpenApiDoc {
  paths: Record<string, Record<string, Json>>;
  components?: Record<string, Record<string, Json>>;
}

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export class OpenApi {
  private readonly ajv: InstanceType<typeof Ajv2020>;
  constructor(readonly doc: OpenApiDoc) {
    // strict: false because OpenAPI adds keywords JSON Schema does not know (example).
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi.json');
  }

  /** The object a local `$ref` points to (followed until it is not a reference). */
  deref<T = Json>(value: Json): T {
    let current = value;
    for (let hops = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
      if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`cannot follow ${current.$ref}`);
      current = current.$ref
        .slice(2)
        .split('/')
        .map((part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((node: Json, key: string) => node?.[key], this.doc);
      if (current === undefined) throw new Error(`${value.$ref} points to nothing`);
    }
    return current as T;
  }

  private readonly validators = new Map<string, ReturnType<InstanceType<typeof Ajv2020>['compile']>>();

  /** Errors of `value` against `schema`, a schema of this document (its local $refs resolve in it). */
  errors(schema: Json, value: unknown): string[] {
    if (schema === undefined) return ['no schema declared'];
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replaceAll('"$ref":"#/', '"$ref":"openapi.json#/')) as object);
      this.validators.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
  }
}

/**
 * A value valid for `schema`, from what the schema itself says: an example, a const, a default,
 * the first of an enum, an empty array, null where allowed, a string of its minimum length when
 * nothing constrains its form; objects from their required properties (and optional ones that
 * have an example). `undefined` when the schema does not say enough.
 */
export function sample(api: OpenApi, raw: Json, depth = 0): { value: unknown } | undefined {
  if (depth > 12) return undefined;
  const schema = api.deref(raw);
  if (!schema || typeof schema !== 'object') return undefined;
  if ('example' in schema) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length) return { value: schema.examples[0] };
  if ('const' in schema) return { value: schema.const };
  if ('default' in schema) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length) return { value: schema.enum[0] };
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    for (const option of schema[key]) {
      const found = sample(api, option, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('null')) return { value: null };
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
        const resolved = api.deref(property);
        if (!required.has(name) && !('example' in resolved)) continue;
        const found = sample(api, resolved, depth + 1);
        if (!found) {
          if (required.has(name)) return undefined;
          continue;
        }
        value[name] = found.value;
      }
      return { value };
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      if (min === 0) return { value: [] };
      const item = sample(api, schema.items, depth + 1);
      return item ? { value: Array.from({ length: min }, () => item.value) } : undefined;
    }
    case 'boolean':
      return { value: true };
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number') return { value: schema.minimum };
      if (typeof schema.exclusiveMinimum === 'number') return { value: Math.floor(schema.exclusiveMinimum) + 1 };
      return { value: 1 };
    }
    case 'string': {
      if (schema.format || schema.pattern) return undefined;
      const length = Math.min(Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? Infinity);
      return { value: 'x'.repeat(length) };
    }
    default:
      return undefined;
  }
}

/** A header's text as its schema's type reads it (Retry-After: "900" → 900). */
export function headerValue(schema: Json, text: string): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}
