// The fields of a node kind's config as its schema declares them (superstruct structs carry their type and
// shape): what the documentation prints as "stored as" and what the docs test requires each kind's section to
// explain. A `lazy` field (the view's block tree) is listed without its inside: the view editor page covers blocks.
import type { Struct } from 'superstruct';

export interface ConfigField {
  /** The field's key. */
  name: string;
  /** text, number, yes/no, one of …, list of …, block tree. */
  type: string;
  /** The fields of an object, or of each item of a list of objects. */
  fields: ConfigField[];
}

type AnyStruct = Struct<unknown, unknown>;

function describe(struct: AnyStruct): { type: string; fields: ConfigField[] } {
  switch (struct.type) {
    case 'string':
      return { type: 'text', fields: [] };
    case 'number':
      return { type: 'number', fields: [] };
    case 'boolean':
      return { type: 'yes/no', fields: [] };
    case 'enums':
      return { type: `one of ${Object.keys(struct.schema as Record<string, unknown>).join(', ')}`, fields: [] };
    case 'object':
      return { type: 'object', fields: fieldsOf(struct) };
    case 'array': {
      const item = struct.schema as AnyStruct | undefined;
      if (!item) return { type: 'list', fields: [] };
      const inner = describe(item);
      return { type: inner.type === 'object' ? 'list of objects' : `list of ${inner.type}`, fields: inner.fields };
    }
    case 'lazy':
      return { type: 'block tree', fields: [] };
    default:
      return { type: struct.type, fields: [] };
  }
}

/** The fields of an object struct, in declaration order. */
export function fieldsOf(struct: AnyStruct): ConfigField[] {
  if (struct.type !== 'object') return [];
  return Object.entries(struct.schema as Record<string, AnyStruct>).map(([name, field]) => ({ name, ...describe(field) }));
}

/** Every field name at any depth (`fields`, `key`, `value`…), each once. */
export function allFieldNames(fields: readonly ConfigField[]): string[] {
  const names = new Set<string>();
  const visit = (list: readonly ConfigField[]) => {
    for (const field of list) {
      names.add(field.name);
      visit(field.fields);
    }
  };
  visit(fields);
  return [...names];
}
