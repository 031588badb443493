/**
 * URL slug of a name: accents folded, everything else that is not a letter or digit a hyphen
 * ("14:30 Ascot" → "14-30-ascot", "Atlético Madrid" → "atletico-madrid").
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An event's slug, `{name-slug}-{id}` (docs/api.md): the id is the text after the last hyphen. */
export function eventSlug(name: string, id: number): string {
  const base = slugify(name);
  return base ? `${base}-${id}` : `event-${id}`;
}
