// Magento schema parity (ADR 0023): a Magento type we serve is served whole. Compares our SDL with
// Magento 2.4's storefront schema, kept outside the repository (../shared/reference/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  GraphQLArgument,
  GraphQLInputField,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
} from 'graphql';
import {
  buildASTSchema,
  concatAST,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  parse,
} from './graphql-js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Magento's schema: MAGENTO_REFERENCE_SCHEMA, else ../shared/reference/ beside the clone. */
export function referenceSchemaPath(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.MAGENTO_REFERENCE_SCHEMA ??
    join(repoRoot, '..', 'shared', 'reference', 'magento-2.4-storefront-schema.graphql')
  );
}

export function loadReferenceSchema(path = referenceSchemaPath()): GraphQLSchema {
  if (!existsSync(path))
    throw new Error(`Magento reference schema not found at ${path} (MAGENTO_REFERENCE_SCHEMA)`);
  return buildSdl([readFileSync(path, 'utf8')]);
}

export function buildSdl(typeDefs: readonly string[]): GraphQLSchema {
  return buildASTSchema(concatAST(typeDefs.map((sdl) => parse(sdl))), { assumeValidSDL: true });
}

type Position = 'output' | 'input';

/**
 * Whether our type can stand where Magento's stands. Outputs may promise more (non-null where
 * Magento is nullable); inputs may accept more (nullable where Magento requires). Lists and
 * named types must match.
 */
export function compatibleType(
  ours: GraphQLType,
  magento: GraphQLType,
  position: Position,
): boolean {
  if (isNonNullType(ours) && isNonNullType(magento))
    return compatibleType(ours.ofType, magento.ofType, position);
  if (isNonNullType(ours))
    return position === 'output' && compatibleType(ours.ofType, magento, position);
  if (isNonNullType(magento))
    return position === 'input' && compatibleType(ours, magento.ofType, position);
  if (isListType(ours) || isListType(magento))
    return (
      isListType(ours) &&
      isListType(magento) &&
      compatibleType(ours.ofType, magento.ofType, position)
    );
  return ours.name === magento.name;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function typeGap(name: string, ours: GraphQLType, magento: GraphQLType, position: Position) {
  return compatibleType(ours, magento, position)
    ? []
    : [`${name}: ${String(ours)} here, ${String(magento)} in Magento`];
}

function argumentGaps(
  path: string,
  ours: readonly GraphQLArgument[],
  magento: readonly GraphQLArgument[],
): string[] {
  const gaps: string[] = [];
  for (const arg of magento) {
    const own = ours.find((candidate) => candidate.name === arg.name);
    if (!own) gaps.push(`${path}(${arg.name}): missing`);
    else gaps.push(...typeGap(`${path}(${arg.name})`, own.type, arg.type, 'input'));
  }
  for (const arg of ours)
    if (isRequiredArgument(arg) && !magento.some((candidate) => candidate.name === arg.name))
      gaps.push(`${path}(${arg.name}): required here, unknown to Magento`);
  return gaps;
}

function inputFieldGaps(
  type: string,
  ours: Record<string, GraphQLInputField>,
  magento: Record<string, GraphQLInputField>,
): string[] {
  const gaps: string[] = [];
  for (const field of Object.values(magento)) {
    const own = ours[field.name];
    if (!own) gaps.push(`${type}.${field.name}: missing`);
    else gaps.push(...typeGap(`${type}.${field.name}`, own.type, field.type, 'input'));
  }
  for (const field of Object.values(ours))
    if (isRequiredInputField(field) && !magento[field.name])
      gaps.push(`${type}.${field.name}: required here, unknown to Magento`);
  return gaps;
}

function namedTypeGaps(ours: GraphQLNamedType, magento: GraphQLNamedType): string[] {
  const name = ours.name;
  if (kindOf(ours) !== kindOf(magento))
    return [`${name}: ${kindOf(ours)} here, ${kindOf(magento)} in Magento`];
  if (isEnumType(ours) && isEnumType(magento))
    return magento
      .getValues()
      .filter((value) => !ours.getValue(value.name))
      .map((value) => `${name}.${value.name}: missing`);
  if (isUnionType(ours) && isUnionType(magento)) {
    const members = new Set(ours.getTypes().map((member) => member.name));
    return magento
      .getTypes()
      .filter((member) => !members.has(member.name))
      .map((member) => `${name}: does not include ${member.name}`);
  }
  if (isInputObjectType(ours) && isInputObjectType(magento))
    return inputFieldGaps(name, ours.getFields(), magento.getFields());
  if (
    (isObjectType(ours) || isInterfaceType(ours)) &&
    (isObjectType(magento) || isInterfaceType(magento))
  ) {
    const gaps: string[] = [];
    const implemented = new Set(ours.getInterfaces().map((face) => face.name));
    for (const face of magento.getInterfaces())
      if (!implemented.has(face.name)) gaps.push(`${name}: does not implement ${face.name}`);
    const fields = ours.getFields();
    for (const field of Object.values(magento.getFields())) {
      const own = fields[field.name];
      // Root operations we do not serve are not required; the ones we serve are served whole.
      if (!own) {
        if (!ROOT_TYPES.has(name)) gaps.push(`${name}.${field.name}: missing`);
        continue;
      }
      gaps.push(...typeGap(`${name}.${field.name}`, own.type, field.type, 'output'));
      gaps.push(...argumentGaps(`${name}.${field.name}`, own.args, field.args));
    }
    return gaps;
  }
  return [];
}

/**
 * Everything a Magento client could ask of the types we share with Magento and that we would
 * reject: missing fields, arguments and enum values, interfaces and incompatible types, each
 * named `Type.field(arg)`.
 */
export function parityGaps(ours: GraphQLSchema, magento: GraphQLSchema): string[] {
  const gaps: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || isScalarType(type)) continue;
    const reference = magento.getType(type.name);
    if (reference) gaps.push(...namedTypeGaps(type, reference));
  }
  return gaps.sort();
}
