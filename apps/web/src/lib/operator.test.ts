import { describe, expect, it } from 'vitest';
import {
  countryInDomain,
  countryOfOperator,
  DOMAIN_COUNTRIES,
  mapLanguage,
  readOperatorConfig,
  showsPayAndPlay,
} from './operator';

const fallback = { domain: 'www.sportsbook.test', accountOrigin: 'http://127.0.0.1:8081' };

describe('the operator configuration', () => {
  it('falls back to the page domain, the account origin and the default maps when nothing is configured', () => {
    expect(readOperatorConfig(undefined, fallback)).toEqual({
      domain: 'www.sportsbook.test',
      defaultLang: null,
      globalIframe: 'http://127.0.0.1:8081',
      languageMap: { in: 'en' },
      domainCountries: DOMAIN_COUNTRIES,
      disableVirtualSports: false,
      disableCashout: false,
      pnpBookmakers: [],
      gtmContainer: null,
      sportsWidgetUrl: null,
      reviewWidgetUrl: null,
      registrationDisabled: false,
      loginDisabled: false,
      declinedBrowsing: true,
    });
    expect(readOperatorConfig({}, { ...fallback, registrationDisabled: true })).toMatchObject({
      registrationDisabled: true,
      loginDisabled: false,
    });
  });

  it('reads every configured value', () => {
    const config = readOperatorConfig(
      {
        domain: 'Sportsbook.RO',
        default_lang: 'ro',
        global_iframe: 'https://account.sportsbook.ro/base/',
        language_map: { el: 'gr' },
        disable_virtual_sports: true,
        disable_cashout: true,
        pnp_bookmakers: ['sportsbook-fi'],
        gtm_container: 'GTM-AB12CD',
        sports_widget_url: 'https://widgets.example/loader.js',
        review_widget_url: 'https://reviews.example/widget.js',
        declined_browsing: false,
      },
      fallback,
    );
    expect(config).toMatchObject({
      domain: 'sportsbook.ro',
      defaultLang: 'ro',
      globalIframe: 'https://account.sportsbook.ro/base',
      // The operator's map adds to the default one: 'in' still becomes 'en'.
      languageMap: { in: 'en', el: 'gr' },
      disableVirtualSports: true,
      disableCashout: true,
      pnpBookmakers: ['sportsbook-fi'],
      gtmContainer: 'GTM-AB12CD',
      sportsWidgetUrl: 'https://widgets.example/loader.js',
      reviewWidgetUrl: 'https://reviews.example/widget.js',
      declinedBrowsing: false,
    });
  });

  it('drops each malformed value alone and keeps the others', () => {
    const config = readOperatorConfig(
      {
        default_lang: 'xx',
        global_iframe: 'not a url',
        gtm_container: 'UA-1"><script>',
        disable_virtual_sports: 'yes',
        disable_cashout: 'no',
        declined_browsing: 'no',
        domain: 'sportsbook.mx',
        review_widget_url: 'http://reviews.example/widget.js',
      },
      fallback,
    );
    expect(config).toMatchObject({
      domain: 'sportsbook.mx',
      defaultLang: null,
      globalIframe: 'http://127.0.0.1:8081',
      gtmContainer: null,
      disableVirtualSports: false,
      // A review script only over https: the page's policy allows no other.
      reviewWidgetUrl: null,
      disableCashout: false,
      declinedBrowsing: true,
    });
    expect(readOperatorConfig('garbage', fallback).domain).toBe('www.sportsbook.test');
  });
});

describe('the domain-to-country map (spec 001 §9)', () => {
  it.each([
    ['sportsbook.ro', 'RO'],
    ['www.sportsbook.uk', 'GB'],
    ['sportsbook.ie', 'IE'],
    ['sportsbook.us', 'US'],
    ['SPORTSBOOK.MX.', 'MX'],
    ['ro', 'RO'],
  ] as const)('maps %s to %s', (domain, country) => {
    expect(countryInDomain(domain)).toBe(country);
  });

  it.each(['sportsbook.gr', 'sportsbook.com', 'localhost', '127.0.0.1', '', 'constructor', 'sportsbook.__proto__'])(
    'has no country for %j',
    (domain) => {
      expect(countryInDomain(domain)).toBeNull();
    },
  );

  it('sends a domain outside the map to the default country, US', () => {
    expect(countryOfOperator(readOperatorConfig({ domain: 'sportsbook.com' }, fallback))).toBe('US');
    expect(countryOfOperator(readOperatorConfig({ domain: 'sportsbook.ie' }, fallback))).toBe('IE');
  });

  it('follows an operator map that names other countries', () => {
    const config = readOperatorConfig({ domain: 'sportsbook.gr', domain_countries: { gr: 'GR' } }, fallback);
    expect(countryOfOperator(config)).toBe('GR');
    expect(countryOfOperator({ ...config, domain: 'sportsbook.ro' })).toBe('US');
  });
});

describe('the language map', () => {
  it("sends 'in' as 'en' and other codes unchanged", () => {
    expect(mapLanguage('in')).toBe('en');
    expect(mapLanguage('IN')).toBe('en');
    expect(mapLanguage('fi')).toBe('fi');
    expect(mapLanguage('toString')).toBe('tostring');
    expect(mapLanguage('el', { el: 'gr' })).toBe('gr');
  });
});

describe('the pay-and-play Join variant', () => {
  const config = readOperatorConfig({ pnp_bookmakers: ['fi-book'] }, fallback);

  it('shows PNP only on the Finnish site of a listed bookmaker', () => {
    expect(showsPayAndPlay(config, 'fi-book', 'fi')).toBe(true);
    expect(showsPayAndPlay(config, 'fi-book', 'en')).toBe(false);
    expect(showsPayAndPlay(config, 'other', 'fi')).toBe(false);
    expect(showsPayAndPlay(readOperatorConfig({}, fallback), 'fi-book', 'fi')).toBe(false);
  });
});
