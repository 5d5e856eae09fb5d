import { describe, expect, it } from 'vitest';
import { appLink, audienceOf, featuresFromQuery, storeLinks, WEB_APP_LINK } from './audience';

describe('audience after a password is set', () => {
  it('tells staff (WEB_ACCESS) from people, and knows when it cannot tell', () => {
    expect(audienceOf(['WEB_ACCESS', 'BOOKING_READ_ACCESS'])).toBe('staff');
    expect(audienceOf(['APP_MEMBERS_ACCESS'])).toBe('people');
    expect(audienceOf([])).toBe('unknown');
    expect(audienceOf(undefined)).toBe('unknown');
  });

  it('reads the features of the query string, comma separated or repeated', () => {
    expect(featuresFromQuery(new URLSearchParams('features=WEB_ACCESS,booking_read_access'))).toEqual([
      'WEB_ACCESS',
      'BOOKING_READ_ACCESS',
    ]);
    expect(featuresFromQuery(new URLSearchParams('features=A&features=B&features=<x>'))).toEqual(['A', 'B']);
    expect(featuresFromQuery(new URLSearchParams('token=x'))).toEqual([]);
  });
});

describe('store links', () => {
  const ids = { appstoreId: '1234567890', playstoreId: 'dev.reserva.praia' };

  it('builds the App Store and Google Play addresses from the venture’s ids', () => {
    expect(storeLinks(ids).map((link) => link.href)).toEqual([
      'https://apps.apple.com/app/id1234567890',
      'https://play.google.com/store/apps/details?id=dev.reserva.praia',
    ]);
    expect(storeLinks({ appstoreId: null, playstoreId: ' ' })).toEqual([]);
    expect(storeLinks(undefined)).toEqual([]);
  });

  it('opens the store of the device, or the one there is', () => {
    expect(appLink(ids, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')?.store).toBe('APP_STORE');
    expect(appLink(ids, 'Mozilla/5.0 (Linux; Android 14)')?.store).toBe('GOOGLE_PLAY');
    expect(appLink({ appstoreId: '1', playstoreId: null }, 'Android')?.store).toBe('APP_STORE');
    // Without store ids, the members' web app.
    expect(appLink({ appstoreId: null, playstoreId: null }, 'Android')).toEqual(WEB_APP_LINK);
    expect(appLink(undefined, 'Android').href).toBe('/app/');
  });
});
