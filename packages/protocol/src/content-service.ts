import { z } from 'zod/mini';
import { bookmakerSchema, isoDateTimeSchema, langSchema } from './common';

/** A header tab from the content service; a url starting with https:// is external, others internal. */
export const headerLinkSchema = z.object({
  id: z.number().check(z.int()).check(z.positive()),
  url: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
});
/** One header link. */
export type HeaderLink = z.infer<typeof headerLinkSchema>;

/** A footer link: it either goes to a url or asks the client for an action such as `open_help`. */
export const footerLinkSchema = z
  .object({
    id: z.number().check(z.int()).check(z.positive()),
    label: z.string().check(z.minLength(1)),
    url: z.optional(z.string().check(z.minLength(1))),
    action: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((link) => (link.url === undefined) !== (link.action === undefined), {
      error: 'a footer link has exactly one of url and action',
    }),
  );
/** One footer link. */
export type FooterLink = z.infer<typeof footerLinkSchema>;

/** A payment or partner logo: an asset path bundled with the client, so the footer needs no internet. */
export const contentLogoSchema = z.object({
  id: z.number().check(z.int()).check(z.positive()),
  name: z.string().check(z.minLength(1)),
  src: z.string().check(z.minLength(1)),
  url: z.optional(z.string().check(z.minLength(1))),
});
/** One logo. */
export type ContentLogo = z.infer<typeof contentLogoSchema>;

/** A review widget id is a 24-character hexadecimal string (spec 001 §5); the widget shows only when both are. */
export const reviewWidgetIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{24}$/i, { error: 'must be a 24-character hexadecimal id' }));

/** The review widget's ids, absent for countries without one. */
export const reviewWidgetSchema = z.object({
  business_unit_id: reviewWidgetIdSchema,
  template_id: reviewWidgetIdSchema,
});
/** The review widget's ids. */
export type ReviewWidget = z.infer<typeof reviewWidgetSchema>;

/** A promotional banner. */
export const contentBannerSchema = z.object({
  id: z.number().check(z.int()).check(z.positive()),
  title: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  url: z.nullable(z.string().check(z.minLength(1))),
});
/** One banner. */
export type ContentBanner = z.infer<typeof contentBannerSchema>;

/** `global.data.attributes`: what the header and footer take from the content service. */
export const globalAttributesSchema = z.object({
  header_links: z.array(headerLinkSchema),
  footer_links: z.array(footerLinkSchema),
  footer_text: z.string(),
  /** Collapsible; the client expands it by itself when it is under 200 characters. */
  seo_text: z.string(),
  copyright: z.string(),
  payment_logos: z.array(contentLogoSchema),
  partner_logos: z.array(contentLogoSchema),
  review_widget: z.nullable(reviewWidgetSchema),
  /** The Greek licence notice; null where none is required. */
  licence_notice: z.nullable(z.string()),
});
/** The global content attributes. */
export type GlobalAttributes = z.infer<typeof globalAttributesSchema>;

/** `GET /api/content/global`. */
export const contentGlobalResponseSchema = z.object({
  global: z.object({ data: z.object({ attributes: globalAttributesSchema }) }),
  banners: z.array(contentBannerSchema),
});
/** The global content answer. */
export type ContentGlobalResponse = z.infer<typeof contentGlobalResponseSchema>;

/** `GET /api/content/translations`: server-side messages merged over the client's own locale. */
export const contentTranslationsResponseSchema = z.object({
  lang: langSchema,
  messages: z.record(z.string(), z.string()),
});
/** The translations answer. */
export type ContentTranslationsResponse = z.infer<typeof contentTranslationsResponseSchema>;

/** SEO of one page path. */
export const contentSeoSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
});
/** One page's SEO. */
export type ContentSeo = z.infer<typeof contentSeoSchema>;

/** `GET /api/content/seo`: `data` is null for a path without SEO of its own. */
export const contentSeoResponseSchema = z.object({ data: z.nullable(contentSeoSchema) });
/** The SEO answer. */
export type ContentSeoResponse = z.infer<typeof contentSeoResponseSchema>;

/** A popular page of the left sidebar; shown only between `starts_at` and `ends_at`. */
export const popularPageSchema = z.object({
  id: z.number().check(z.int()).check(z.positive()),
  name: z.string().check(z.minLength(1)),
  url: z.nullable(z.string().check(z.minLength(1))),
  action: z.nullable(z.string().check(z.minLength(1))),
  icon: z.nullable(z.string().check(z.minLength(1))),
  open_externally: z.boolean(),
  starts_at: z.nullable(isoDateTimeSchema),
  ends_at: z.nullable(isoDateTimeSchema),
});
/** One popular page. */
export type PopularPage = z.infer<typeof popularPageSchema>;

/** `GET /api/content/popular-pages`: the pages current now. */
export const contentPopularPagesResponseSchema = z.object({ data: z.array(popularPageSchema) });
/** The popular pages answer. */
export type ContentPopularPagesResponse = z.infer<typeof contentPopularPagesResponseSchema>;

/**
 * One entry of the per-country sports configuration (spec 001 §2): the sport or popular page
 * with this slug is hidden from visitors whose IP country is listed.
 */
export const sportsConfigEntrySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a slug such as horse-racing' })),
  blocked_countries: z.array(
    z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'must be an upper-case ISO country code' })),
  ),
});
/** A sports configuration entry. */
export type SportsConfigEntry = z.infer<typeof sportsConfigEntrySchema>;

/** `GET /api/content/sports-config`: every entry; the client applies it to the visitor's IP country. */
export const contentSportsConfigResponseSchema = z.object({ data: z.array(sportsConfigEntrySchema) });
/** The sports configuration answer. */
export type ContentSportsConfigResponse = z.infer<typeof contentSportsConfigResponseSchema>;

/** A country as a query states it, either case (`gb` or `GB`). */
const queryCountrySchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code such as GB' })),
  z.transform((code) => code.toUpperCase()),
);

/** Query of `GET /api/content/global`; the country falls back to the bookmaker's. */
export const contentGlobalQuerySchema = z.object({
  lang: z.optional(langSchema),
  country: z.optional(queryCountrySchema),
  bookmaker: z.optional(bookmakerSchema),
});
/** Query of `GET /api/content/translations`. */
export const contentTranslationsQuerySchema = z.object({
  lang: z.optional(langSchema),
  bookmaker: z.optional(bookmakerSchema),
});
/** Query of `GET /api/content/seo`; `params` is the route's parameters, accepted and unused. */
export const contentSeoQuerySchema = z.extend(contentGlobalQuerySchema, {
  path: z
    .string()
    .check(z.minLength(1, { error: 'must name the page path' }))
    .check(z.maxLength(500))
    .check(z.startsWith('/', { error: 'must start with /' })),
  params: z.optional(z.string().check(z.maxLength(2000))),
});
/** Query of `GET /api/content/popular-pages`. */
/** @alias */
export const contentPopularPagesQuerySchema = contentGlobalQuerySchema;

/** Query of the location-restriction check; `time` is the client's cache-buster. */
export const restrictionCheckQuerySchema = z.object({
  time: z.optional(z.string().check(z.maxLength(64))),
  lang: z.optional(langSchema),
});

/** Outcome of the location-restriction check. */
export const RESTRICTION_STATUSES = ['allowed', 'declined'] as const;

/** `GET /geo/restriction-check`: whether the visitor's country may use the site, and which it is. */
export const restrictionCheckResponseSchema = z.object({
  data: z.object({ status: z.enum(RESTRICTION_STATUSES), country: z.string() }),
});
/** The restriction check answer. */
export type RestrictionCheckResponse = z.infer<typeof restrictionCheckResponseSchema>;
