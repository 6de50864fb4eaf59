import type { BrowserRemote } from '@agency/registry';
import { firstSegment, pickRemote } from '../src/pickRemote';

const remote = (name: string, routes: string[]): BrowserRemote => ({
  name,
  routes,
  active: { version: '1.0.0-aaaaaaaa', manifest: `/remotes/${name}/1.0.0-aaaaaaaa/mf-manifest.json` },
  previous: null,
});

const storefront = remote('storefront', ['/']);
const retreat = remote('retreat', ['/the-awakening-retreat', '/PayForm', '/PayUCheckout', '/PaymentSuccess', '/PaymentFailed']);
const backoffice = remote('backoffice', ['/Log', '/Login', '/Account', '/PackageUploader', '/admin']);
const all = [storefront, retreat, backoffice];

describe('firstSegment', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/Aboutus', '/Aboutus'],
    ['/admin/users', '/admin'],
    ['/packages/', '/packages'],
    ['/PaymentSuccess?txnid=T1', '/PaymentSuccess'],
    ['/Terms%20&%20conditions', '/Terms & conditions'],
    ['//Login', '/Login'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s → %s', (pathname, segment) => {
    expect(firstSegment(pathname)).toBe(segment);
  });
});

describe('pickRemote', () => {
  it.each([
    ['/PaymentSuccess', 'retreat'],
    ['/PaymentFailed', 'retreat'],
    ['/the-awakening-retreat', 'retreat'],
    ['/Log', 'backoffice'],
    ['/Login', 'backoffice'],
    ['/admin', 'backoffice'],
    ['/admin/users', 'backoffice'],
    ['/', 'storefront'],
    ['/Aboutus', 'storefront'],
    ['/Terms%20&%20conditions', 'storefront'],
    ['/no/such/page', 'storefront'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(pickRemote(pathname, all)?.name).toBe(owner);
  });

  it('compares the first segment exactly: a prefix of a segment owns nothing', () => {
    const onlyLog = remote('backoffice', ['/Log']);
    expect(pickRemote('/Login', [storefront, onlyLog])?.name).toBe('storefront');
    expect(pickRemote('/Logout', [storefront, onlyLog])?.name).toBe('storefront');
    expect(pickRemote('/admins', all)?.name).toBe('storefront');
  });

  it('is case-sensitive, as the routes are', () => {
    expect(pickRemote('/login', all)?.name).toBe('storefront');
    expect(pickRemote('/paymentsuccess', all)?.name).toBe('storefront');
  });

  it('does not depend on the order of the remotes', () => {
    expect(pickRemote('/Login', [backoffice, retreat, storefront])?.name).toBe('backoffice');
    expect(pickRemote('/Aboutus', [backoffice, retreat, storefront])?.name).toBe('storefront');
  });

  it('matches decoded segments, so a claimed path with spaces works', () => {
    const legal = remote('legal', ['/Terms & conditions']);
    expect(pickRemote('/Terms%20&%20conditions', [storefront, legal])?.name).toBe('legal');
  });

  it('finds nobody when no remote owns the path and none owns "/"', () => {
    expect(pickRemote('/Aboutus', [retreat, backoffice])).toBeUndefined();
    expect(pickRemote('/PaymentSuccess', [retreat, backoffice])?.name).toBe('retreat');
  });
});
