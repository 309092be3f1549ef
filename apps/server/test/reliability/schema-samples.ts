import type { RouteDef } from '@rol/protocol/route';

/**
 * What the id sweep needs to know of a route's zod schemas: which fields are ids, and a value each
 * other field accepts, so that the id under test is the only thing wrong with a request.
 */
interface Schema {
  safeParse(value: unknown): { success: boolean };
  shape?: Record<string, Schema>;
  def?: {
    type?: string;
    in?: Schema;
    schema?: Schema;
    innerType?: Schema;
    element?: Schema;
    options?: Schema[];
    entries?: Record<string, unknown>;
    values?: unknown[];
  };
}

export type IdPlace = 'params' | 'query' | 'body';

export interface IdField {
  place: IdPlace;
  name: string;
  /** An array of ids (`creatureIds`): the value is sent as its one element. */
  array: boolean;
  schema: Schema;
}

/** The object shape of a schema, through refinements, pipes, optionals and defaults. */
export function shapeOf(schema: unknown): Record<string, Schema> | null {
  let current = schema as Schema | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current.shape && typeof current.shape === 'object') return current.shape;
    current = current.def?.in ?? current.def?.schema ?? current.def?.innerType;
  }
  return null;
}

function unwrapped(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    const type = current.def?.type;
    if ((type === 'optional' || type === 'nullable' || type === 'default') && current.def?.innerType)
      current = current.def.innerType;
    else break;
  }
  return current;
}

const ID_NAME = /(^id|Id|_id|Ids)$/;
/** A number-valued field (a text id such as a product's is not a database id). */
const isNumeric = (schema: Schema) => schema.safeParse(5).success && !schema.safeParse('abc').success;

/** Every numeric id field a route takes, in its params, query and body. */
export function idFieldsOf(route: RouteDef): IdField[] {
  const out: IdField[] = [];
  for (const place of ['params', 'query', 'body'] as const) {
    const shape = shapeOf(route[place]);
    if (!shape) continue;
    for (const [name, field] of Object.entries(shape)) {
      if (!ID_NAME.test(name)) continue;
      const inner = unwrapped(field);
      if (inner.def?.type === 'array' && inner.def.element) {
        const element = unwrapped(inner.def.element);
        if (isNumeric(element)) out.push({ place, name, array: true, schema: element });
      } else if (isNumeric(field)) out.push({ place, name, array: false, schema: field });
    }
  }
  return out;
}

const FALLBACKS: unknown[] = [1, '1', 'main', 'a', true, 'x1', 0, [], {}];

/** A value `schema` accepts (undefined for an optional field: left out), else a best guess. */
export function sampleOf(schema: Schema): unknown {
  const def = schema.def ?? {};
  const guess = ((): unknown => {
    switch (def.type) {
      case 'optional':
        return undefined;
      case 'nullable':
      case 'default':
        return def.innerType ? sampleOf(def.innerType) : undefined;
      case 'pipe':
        return def.in ? sampleOf(def.in) : undefined;
      case 'enum':
        return Object.values(def.entries ?? {})[0];
      case 'literal':
        return def.values?.[0];
      case 'array':
        return def.element ? [sampleOf(def.element)] : [];
      case 'union':
        return (def.options ?? []).map(sampleOf).find((v) => schema.safeParse(v).success);
      default: {
        const shape = shapeOf(schema);
        return shape ? sampleObject(shape) : undefined;
      }
    }
  })();
  if (schema.safeParse(guess).success) return guess;
  return FALLBACKS.find((v) => schema.safeParse(v).success) ?? guess;
}

/** Every field of an object shape with a value it accepts (optional ones left out). */
export function sampleObject(shape: Record<string, Schema>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const value = sampleOf(field);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
