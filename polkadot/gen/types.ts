// Type names and signatures as the JavaScript API shows them.
import type { PortableRegistry } from '@polkadot/types';
import type { SiField, StorageEntryMetadataLatest } from '@polkadot/types/interfaces';
import { unwrapStorageType } from '@polkadot/types/util';
import type { Registry } from '@polkadot/types/types';
import { stringCamelCase } from '@polkadot/util';

type TypeIndex = Parameters<PortableRegistry['getTypeDef']>[0];

/** The name the API uses for a lookup type: its generated interface name, else its definition. */
export function typeName(lookup: PortableRegistry, type: TypeIndex): string {
  const def = lookup.getTypeDef(type);
  return def.lookupName || def.type;
}

/**
 * `name: Type` for each field, named as the API names them: call arguments camelCased with
 * `param<i>` for unnamed ones (extrinsic decoration); event and error data as `event.data.<name>`
 * (the registry's sanitized field names), and unnamed data as the bare type.
 */
export function fieldList(lookup: PortableRegistry, fields: readonly SiField[], style: 'call' | 'data'): string {
  return fields
    .map((f, i) => {
      const type = typeName(lookup, f.type);
      if (style === 'call') return `${stringCamelCase(f.name.isSome ? f.name.unwrap() : `param${i}`)}: ${type}`;
      const [name] = lookup.sanitizeField(f.name);
      return name ? `${name}: ${type}` : type;
    })
    .join(', ');
}

export interface StorageShape {
  /** Key types, one per hasher. */
  keys: string[];
  hashers: string[];
  /** The value type as `api.query` returns it (`Option<…>` when the entry is optional). */
  value: string;
}

export function storageShape(registry: Registry, lookup: PortableRegistry, entry: StorageEntryMetadataLatest): StorageShape {
  const value = unwrapStorageType(registry, entry.type, entry.modifier.isOptional);
  if (!entry.type.isMap) return { keys: [], hashers: [], value };
  const { hashers, key } = entry.type.asMap;
  const names = hashers.length === 1 ? [typeName(lookup, key)] : lookup.getSiType(key).def.asTuple.map((t) => typeName(lookup, t));
  return { keys: names, hashers: hashers.map((h) => h.toString()), value };
}
