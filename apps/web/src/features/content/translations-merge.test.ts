// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nestMessages } from './translations-merge';

describe('nestMessages', () => {
  it('nests dotted keys like the locale files', () => {
    expect(nestMessages({ 'header.join': 'Join', 'header.login': 'Login', 'nav.home': 'Home', title: 'Hi' })).toEqual({
      header: { join: 'Join', login: 'Login' },
      nav: { home: 'Home' },
      title: 'Hi',
    });
  });

  it('skips keys that would reach the prototype or clash with a branch', () => {
    const tree = nestMessages({ '__proto__.polluted': 'yes', 'a.b': 'x', a: 'leaf', 'a.b.c': 'deep', '': 'none' });
    expect(tree).toEqual({ a: { b: 'x' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
