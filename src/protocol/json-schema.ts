/**
 * The small subset of JSON Schema the protocol's messages are written in (type, properties, required,
 * additionalProperties, items, enum, const, anyOf, maxLength, minimum, maximum, maxItems), helpers to
 * write it, and the validator the server checks every request with. The same objects are the published schemas
 * (docs/protocol.schema.json), which any JSON Schema validator reads.
 */
export type Schema =
  | { type: 'string'; maxLength?: number; enum?: readonly string[]; const?: string }
  | { type: 'integer'; minimum?: number; maximum?: number; const?: number }
  | { type: 'boolean' | 'null' | 'number' }
  | { type: 'object'; properties?: Record<string, Schema>; required?: readonly string[]; additionalProperties?: boolean | Schema }
  | { type: 'array'; items: Schema; maxItems?: number }
  | { anyOf: readonly Schema[] };

export const str = (maxLength = 200): Schema => ({ type: 'string', maxLength });
export const int = (minimum: number, maximum: number): Schema => ({ type: 'integer', minimum, maximum });
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
export const obj = (properties: Record<string, Schema>, required: string[] = [], additionalProperties: boolean | Schema = false): Schema =>
  ({ type: 'object', properties, required, additionalProperties });

/** The first problem of `value` against `schema` ("at .seat: expected an integer"), or undefined when it fits. */
export function validate(schema: Schema, value: unknown, path = ''): string | undefined {
  const at = path || '(the message)';
  if ('anyOf' in schema) {
    const problems = schema.anyOf.map((s) => validate(s, value, path));
    return problems.every((p) => p !== undefined) ? problems[0] : undefined;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return `${at}: expected a string`;
      if (schema.const !== undefined && value !== schema.const) return `${at}: expected "${schema.const}"`;
      if (schema.enum && !schema.enum.includes(value)) return `${at}: expected one of ${schema.enum.join(', ')}`;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${at}: longer than ${schema.maxLength} characters`;
      return undefined;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${at}: expected an integer`;
      if (schema.const !== undefined && value !== schema.const) return `${at}: expected ${schema.const}`;
      if ((schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum)) {
        return `${at}: expected ${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`;
      }
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${at}: expected a number`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at}: expected true or false`;
    case 'null':
      return value === null ? undefined : `${at}: expected null`;
    case 'array': {
      if (!Array.isArray(value)) return `${at}: expected an array`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${at}: more than ${schema.maxItems} items`;
      for (let i = 0; i < value.length; i++) {
        const problem = validate(schema.items, value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at}: expected an object`;
      const properties = schema.properties ?? {};
      for (const key of schema.required ?? []) if (!Object.hasOwn(value, key)) return `${at}: missing "${key}"`;
      for (const [key, item] of Object.entries(value)) {
        const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
        const rule = known ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (!rule) {
          if (schema.additionalProperties === true) continue;
          return `${path ? `${path}: ` : ''}unknown field "${key.length > 40 ? `${key.slice(0, 39)}…` : key}"`;
        }
        const problem = validate(rule, item, `${path}.${key}`);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}
