import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, toMoney } from '@sportsbook/betting';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { fetchCasinoRounds, verifyRound } from './casino-api';
import { useCasinoStore } from './casino-store';
import { casinoText } from './casino-texts';
import './casino.css';

/** A game's name as the casino config gives it in the site's language; the identifier until it is loaded. */
function useGameName(): (identifier: string) => string {
  const games = useCasinoStore((state) => state.config?.games);
  return (identifier) => games?.find((game) => game.identifier === identifier)?.name ?? identifier;
}

/** Verifies one revealed round on demand and says whether it matches. */
function VerifyButton({ round }: { readonly round: Parameters<typeof verifyRound>[0] }) {
  const language = useSiteStore((state) => state.language);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const gameName = useGameName();
  return (
    <>
      <button
        type="button"
        className="casino-rounds__verify"
        aria-label={`${casinoText(language, 'verify')} ${gameName(round.game)} #${round.nonce}`}
        onClick={() => {
          verifyRound(round)
            .then(setVerdict)
            .catch((error: unknown) => {
              console.warn('The round could not be verified:', error);
              setVerdict(false);
            });
        }}
      >
        {casinoText(language, 'verify')}
      </button>
      {verdict === null ? null : <span role="status">{casinoText(language, verdict ? 'verified' : 'mismatch')}</span>}
    </>
  );
}

/** The player's casino rounds with their verification state (My Bets and the lobby). */
export function CasinoRounds() {
  const language = useSiteStore((state) => state.language);
  const currency = useSessionStore((state) => state.currency) ?? 'EUR';
  const balance = useSessionStore((state) => state.balance);
  const revision = useCasinoStore((state) => state.revision);
  const gameName = useGameName();
  const { data } = useQuery({
    queryKey: ['casino-rounds', balance, revision],
    queryFn: () => fetchCasinoRounds(20),
  });
  return (
    <section className="casino-rounds" aria-labelledby="casino-rounds-title">
      <h2 id="casino-rounds-title">{casinoText(language, 'rounds')}</h2>
      {data && data.length === 0 ? <p>{casinoText(language, 'noRounds')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="casino-rounds__list">
          {data.map((round) => (
            <li key={round.id} className="casino-rounds__row" data-testid="casino-round">
              <span className="casino-rounds__game">
                {gameName(round.game)} #{round.nonce}
              </span>
              <span>
                {casinoText(language, 'stake')} {formatMoney(toMoney(round.stake), currency, language)}
              </span>
              <span>
                {casinoText(language, 'win')} {formatMoney(toMoney(round.payout), currency, language)}
              </span>
              <span className="casino-rounds__seed">
                {round.server_seed ? casinoText(language, 'seedRevealed') : casinoText(language, 'seedSecret')}
              </span>
              {round.server_seed ? <VerifyButton round={round} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
