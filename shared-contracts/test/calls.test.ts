import { allCalls, servicePrefixes } from '../src';

describe('call table', () => {
  it('gives every call a unique id and a unique method + path', () => {
    const ids = new Set(allCalls.map((c) => c.id));
    const routes = new Set(allCalls.map((c) => `${c.method} ${c.path}`));
    expect(ids.size).toBe(allCalls.length);
    expect(routes.size).toBe(allCalls.length);
  });

  it('maps each /api prefix to exactly one service', () => {
    expect(servicePrefixes()['/api/catalogue']).toBe('catalogue');
  });
});
