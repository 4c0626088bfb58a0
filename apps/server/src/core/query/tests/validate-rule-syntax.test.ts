import { sqliteQueryDialect } from '../../db/dialects/sqlite-query.ts';
import { describe, expect, it } from 'vitest';
import type { CollectionModel } from '@rumbo/domain';
import { QueryError } from '../query-error.ts';
import { byName, lookup } from './query-test-fixtures.ts';
import { validateRuleSyntax } from '../validate-rule-syntax.ts';

describe('validateRuleSyntax', () => {
  const posts = byName('posts');

  it.each([
    [null],
    [''],
    ['author = @request.auth.id'],
    ["@request.auth.id != '' && (status = 'live' || editors.id ?= @request.auth.id)"],
    ['@request.auth.company.superusers.id ?= @request.auth.id'],
    ['@request.data.tags:length <= 3 && @request.data.status:isset = false'],
    ['@collection.news:n.category ?= tags:each'],
    ['comments_via_post.author ?= @request.auth.id // commented'],
    ['created >= @todayStart'],
  ])('accepts %j', (rule) => {
    expect(() => validateRuleSyntax(posts, lookup, rule, sqliteQueryDialect)).not.toThrow();
  });

  it.each([
    ['nope = 1', 'unknown field "nope"'],
    ['title =', 'incomplete filter expression: expected a right operand at position 7'],
    [
      'title:lower = 1',
      'unknown modifier ":lower" in "title:lower" at position 0 (expected :isset, :length or :each)',
    ],
    ['@collection.missing.id = 1', 'unknown collection "missing" in "@collection.missing.id"'],
    ['@request.nope = 1', 'unknown field "@request.nope"'],
  ])('rejects %j', (rule, message) => {
    expect(() => validateRuleSyntax(posts, lookup, rule, sqliteQueryDialect)).toThrow(
      new QueryError(message),
    );
  });

  it('checks a collection that is not saved yet, including relations to itself', () => {
    const draft: CollectionModel = {
      ...byName('news'),
      id: 'draft_id',
      name: 'drafts',
      schema: [
        ...byName('news').schema,
        {
          ...byName('posts').schema[1]!,
          name: 'parent',
          options: { collectionId: 'draft_id', maxSelect: 1 },
        },
      ],
    };
    expect(() =>
      validateRuleSyntax(draft, lookup, "parent.parent.title = 'x'", sqliteQueryDialect),
    ).not.toThrow();
    expect(() => validateRuleSyntax(draft, lookup, 'parent.nope = 1', sqliteQueryDialect)).toThrow(
      QueryError,
    );
  });
});
