/** The browser's call contracts (scripts/webpack/browser-calls-loader.ts): the calls without their schemas, everything else as it is. */
import { catalogueCalls, HOME_DEALS_LIMIT, leadsCalls, packageListQuery } from '@agency/contracts';
import * as catalogueModule from '@agency/contracts/calls/catalogue';
import * as leadsModule from '@agency/contracts/calls/leads';
import { browserCallsModule } from '../webpack/browser-calls-loader';

/** Evaluates the generated ES module's `export const` lines and returns its exports. */
function evaluate(source: string): Record<string, unknown> {
  const names = [...source.matchAll(/^export const (\w+) = /gm)].map((match) => match[1]);
  const body = `${source.replace(/^export const /gm, 'const ')}\nreturn { ${names.join(', ')} };`;
  return new Function(body)() as Record<string, unknown>;
}

describe('browserCallsModule', () => {
  const catalogue = evaluate(browserCallsModule(catalogueModule, 'calls/catalogue.ts'));

  it('keeps every call of a group, with what a browser builds a request from', () => {
    const calls = catalogue.catalogueCalls as Record<string, Record<string, unknown>>;
    expect(Object.keys(calls)).toEqual(Object.keys(catalogueCalls));
    const { id, method, path, service, access } = catalogueCalls.getPackage;
    expect(calls.getPackage).toMatchObject({ id, method, path, service, access });
    expect(calls.createPackage.access).toEqual(catalogueCalls.createPackage.access);
  });

  it('drops the schemas, keeping which parts a request has (as the empty schema) and no summary', () => {
    const calls = catalogue.catalogueCalls as Record<string, Record<string, unknown>>;
    expect(calls.getPackage.schema).toEqual(Object.fromEntries(Object.keys(catalogueCalls.getPackage.schema).map((part) => [part, {}])));
    expect(calls.getPackage.schema).toHaveProperty('params', {});
    expect(calls.getPackage.schema).not.toHaveProperty('body');
    expect(calls.createPackage.schema).toHaveProperty('body', {});
    expect(calls.getPackage).not.toHaveProperty('summary');
    expect(JSON.stringify(calls).length).toBeLessThan(JSON.stringify(catalogueCalls).length / 5);
  });

  it('keeps the audit spec (the audit log lists the actions in the browser)', () => {
    const leads = evaluate(browserCallsModule(leadsModule, 'calls/leads.ts'));
    const calls = leads.leadsCalls as Record<string, Record<string, unknown>>;
    for (const [name, call] of Object.entries(leadsCalls)) expect(calls[name].audit).toEqual((call as { audit?: unknown }).audit);
  });

  it('carries the other exports as they are', () => {
    expect(catalogue.packageListQuery).toEqual(packageListQuery);
    expect(catalogue.HOME_DEALS_LIMIT).toBe(HOME_DEALS_LIMIT);
  });

  it('fails on an export that is no plain data, naming it', () => {
    expect(() => browserCallsModule({ pattern: /x/ }, 'calls/x.ts')).toThrow('calls/x.ts: export "pattern" is not plain data');
    expect(() => browserCallsModule({ build: () => 1 }, 'calls/x.ts')).toThrow('export "build"');
  });
});
