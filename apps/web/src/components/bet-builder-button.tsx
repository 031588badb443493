// The builder's strings first (decision 035); this module loads lazily with a match page.
import '../i18n/bet-builder-strings-ready';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { sportsRequest } from '../lib/sports-api';
import { useSiteStore } from '../stores/site-store';
import { useUiStore } from '../stores/ui-store';

const availabilitySchema = z.object({
  status: z.literal(1),
  data: z.object({ markets: z.array(z.unknown()) }),
});

/**
 * Whether the match has a Bet Builder: the server's builder markets answer (a 404
 * BETBUILDER_UNAVAILABLE, or no markets, means none). Cached per event and language.
 */
function useBetBuilderAvailable(eventId: number): boolean {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const lang = useSiteStore((state) => state.language);
  const query = useQuery({
    queryKey: ['betbuilder', 'available', bookmaker, eventId, lang],
    queryFn: ({ signal }) =>
      sportsRequest('/v1/betbuilder/markets', {
        schema: availabilitySchema,
        query: { event_id: eventId, bookmaker, lang },
        signal,
      }).then((answer) => answer.data.markets.length > 0),
    staleTime: 60_000,
    retry: false,
  });
  return query.data === true;
}

/**
 * The match page's `Bet Builder` button (docs/api.md hooks): opens the 'Create YourBet' modal. The
 * server decides which matches have a builder (pre-match football and more, in play too).
 */
export function BetBuilderButton({ eventId, eventName }: { readonly eventId: number; readonly eventName: string }) {
  const { t } = useTranslation('betbuilder');
  const available = useBetBuilderAvailable(eventId);
  if (!available) return null;
  return (
    <button
      type="button"
      className="btn btn-primary bet-builder-button"
      onClick={() => useUiStore.getState().openModal('betbuilder', { eventId, eventName })}
    >
      {t('open')}
    </button>
  );
}
