// Reads the `Database` interface with the TypeScript compiler: per table and column, what a select
// returns, whether it may be null and whether an insert must, may or cannot give it (Kysely's
// ColumnType: `__select__`, `__insert__`). Used by tables.api.test.ts.
import ts from 'typescript';
import type { DeclaredColumn, Tables } from './table-check';

export function readDeclaredTables(
  schemaFile: string,
  interfaceName = 'Database',
): Tables<DeclaredColumn> {
  const program = ts.createProgram([schemaFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol
    ? checker.getExportsOfModule(moduleSymbol).find((exported) => exported.name === interfaceName)
    : undefined;
  if (!symbol) throw new Error(`${schemaFile} exports no ${interfaceName}`);

  const tables: Tables<DeclaredColumn> = {};
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
    const columns: Record<string, DeclaredColumn> = {};
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns[column.name] = describeColumn(checker, checker.getTypeOfSymbol(column));
    }
    tables[table.name] = columns;
  }
  return tables;
}

function describeColumn(checker: ts.TypeChecker, type: ts.Type): DeclaredColumn {
  const selects: ts.Type[] = [];
  const inserts: ts.Type[] = [];
  let json = false;
  // As Kysely's SelectType/InsertType, distributed over a union such as `Timestamp | null`.
  for (const member of unionMembers(type)) {
    const select = property(checker, member, '__select__');
    const insert = property(checker, member, '__insert__');
    if (select && insert) {
      if (member.aliasSymbol?.name === 'Json') json = true;
      selects.push(...unionMembers(select));
      inserts.push(...unionMembers(insert));
    } else {
      selects.push(member);
      inserts.push(member);
    }
  }
  const isNull = (t: ts.Type) => (t.flags & ts.TypeFlags.Null) !== 0;
  const values = selects.filter((t) => !isNull(t));
  const names = [...new Set(values.map((t) => typeName(checker, t)))].sort();
  const insertFlags = inserts.map((t) => t.flags);
  return {
    type: json ? 'Json' : names.join(' | '),
    nullable: values.length < selects.length,
    insert: insertFlags.every((flags) => flags & ts.TypeFlags.Never)
      ? 'never'
      : insertFlags.some((flags) => flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))
        ? 'optional'
        : 'required',
  };
}

function typeName(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.flags & ts.TypeFlags.BigIntLike) return 'bigint';
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type as ts.TypeReference)[0];
    const names = unionMembers(element!).map((t) => typeName(checker, t));
    return `${[...new Set(names)].sort().join(' | ')}[]`;
  }
  if (type.getSymbol()?.name === 'Date') return 'Date';
  return checker.typeToString(type);
}

function unionMembers(type: ts.Type): ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

function property(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | undefined {
  const symbol = type.getProperty(name);
  return symbol && checker.getTypeOfSymbol(symbol);
}
