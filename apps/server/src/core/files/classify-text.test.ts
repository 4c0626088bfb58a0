import { describe, expect, it } from 'vitest';
import { classifyText } from './classify-text.ts';

describe('classifyText', () => {
  it('tells JSON objects and arrays from other text', () => {
    expect(classifyText('{"a": [1, "}"]}', false)).toBe('application/json');
    expect(classifyText('  [1, 2]\n', false)).toBe('application/json');
    expect(classifyText('{"a": 1,, }', false)).toBe('text/plain; charset=utf-8');
    expect(classifyText('12', false)).toBe('text/plain; charset=utf-8');
  });

  it('accepts a JSON start well-formed so far when the file is longer than the window', () => {
    expect(classifyText('{"embarques": [{"codigo": "RMB-1", "peso": 12', true)).toBe(
      'application/json',
    );
    expect(classifyText('{"a": 1]', true)).toBe('text/plain; charset=utf-8');
    expect(classifyText('{"a": nada', true)).toBe('text/plain; charset=utf-8');
  });

  it('finds CSV and TSV: two or more records of one width, quotes and comments understood', () => {
    expect(classifyText('a,b\n"1,5","dijo ""sí""\n2"\n', false)).toBe('text/csv');
    expect(classifyText('# exportado\na,b\r\n\r\n1,2\r\n', false)).toBe('text/csv');
    expect(classifyText('a\tb\n1\t2\n', false)).toBe('text/tab-separated-values');
    expect(classifyText('a,b,c\n1,2\n', false)).toBe('text/plain; charset=utf-8');
    expect(classifyText('a,b\n', false)).toBe('text/plain; charset=utf-8');
    expect(classifyText('a\nb\n', false)).toBe('text/plain; charset=utf-8');
    expect(classifyText('a,b\n1,2\n3,"abierta', false)).toBe('text/plain; charset=utf-8');
  });

  it('leaves out the cut last line of a truncated CSV', () => {
    expect(classifyText('a,b\n1,2\n3,4\n5', true)).toBe('text/csv');
  });
});
