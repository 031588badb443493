import type { ContentLogo } from '@sportsbook/protocol';

const LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  paypal: 'PayPal',
  'apple-pay': 'Apple Pay',
  skrill: 'Skrill',
  paysafecard: 'paysafecard',
  venmo: 'Venmo',
  oxxo: 'OXXO',
  spei: 'SPEI',
  pix: 'Pix',
  boleto: 'Boleto',
  'viva-wallet': 'Viva Wallet',
  'responsible-gambling': 'Responsible Gambling',
  'age-18-plus': '18+',
  ibas: 'IBAS',
};

/** A readable name for a logo (its alt text). */
export function labelOfLogo(name: string): string {
  return LABELS[name] ?? name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** A row of payment or partner logos; the images are bundled with the client (nothing fetched elsewhere). */
export function LogoStrip({ logos, label }: { readonly logos: readonly ContentLogo[]; readonly label: string }) {
  if (logos.length === 0) return null;
  return (
    <ul className="logo-strip" aria-label={label}>
      {logos.map((logo) => {
        const image = (
          <img className="logo-strip__img" src={logo.src} alt={labelOfLogo(logo.name)} height="28" loading="lazy" />
        );
        return (
          <li key={logo.id}>
            {logo.url && /^https:\/\//i.test(logo.url) ? (
              <a href={logo.url} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
