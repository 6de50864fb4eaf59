import { checkResolver } from './checkResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('checkResolver', () => {
  it('hands over the checked data when the check finds nothing', async () => {
    const resolve = checkResolver((values: { Duration: string }) => ({ errors: {}, data: { Duration: Number(values.Duration) } }));
    await expect(Promise.resolve(resolve({ Duration: '7' }, undefined, options))).resolves.toEqual({ values: { Duration: 7 }, errors: {} });
  });

  it('puts each message under its field path, a list’s own message as its root', async () => {
    const resolve = checkResolver(() => ({
      errors: { packageName: 'Package Name is required', 'pricing.0.price': 'Price is required', pricing: undefined },
      data: {},
    }));
    await expect(Promise.resolve(resolve({}, undefined, options))).resolves.toEqual({
      values: {},
      errors: {
        packageName: { type: 'contract', message: 'Package Name is required' },
        pricing: { 0: { price: { type: 'contract', message: 'Price is required' } } },
      },
    });
    const both = checkResolver(() => ({
      errors: { 'inclusionTexts.0': 'Inclusion text is required', inclusionTexts: 'At least one' },
      data: {},
    }));
    await expect(Promise.resolve(both({}, undefined, options))).resolves.toMatchObject({
      errors: { inclusionTexts: { 0: { message: 'Inclusion text is required' }, root: { message: 'At least one' } } },
    });
  });
});
