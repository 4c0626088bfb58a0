import { sqliteQueryDialect } from '../src/core/db/dialects/sqlite-query.ts';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COLLECTIONS, type CollectionModel } from '@rumbo/domain';
import { validateRuleSyntax } from '../src/core/query/validate-rule-syntax.ts';

const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const models: CollectionModel[] = PRODUCT_COLLECTIONS.map((c) => ({
  ...c,
  created: '',
  updated: '',
}));
const lookup = (nameOrId: string) =>
  models.find((c) => c.id === nameOrId || c.name.toLowerCase() === nameOrId.toLowerCase());

const rules = models.flatMap((collection) => [
  ...RULE_KEYS.map((key) => [collection.name, key, collection[key]] as const),
  ...(collection.type === 'auth'
    ? [[collection.name, 'manageRule', collection.options.manageRule as string] as const]
    : []),
]);

describe('product API rules', () => {
  it.each(rules)('%s.%s compiles against the real schema', (name, _key, rule) => {
    const collection = lookup(name)!;
    expect(() =>
      validateRuleSyntax(collection, lookup, rule ?? null, sqliteQueryDialect),
    ).not.toThrow();
  });

  it('refuses a rule naming a field that does not exist', () => {
    expect(() =>
      validateRuleSyntax(lookup('partners')!, lookup, 'nope = 1', sqliteQueryDialect),
    ).toThrow();
  });
});
