import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { refreshBalance } from '../../lib/balance';
import { useSiteStore } from '../../stores/site-store';
import { useIsMobile } from '../../lib/breakpoint';
import { closeAllGames, closeGame, launchGame } from './casino-api';
import { useCasinoStore } from './casino-store';
import { casinoText } from './casino-texts';
import { communicator } from './communicator';
import type { CasinoCommunicator } from './communicator';
import {
  continueRealityCheck,
  elapsedMinutes,
  startRealityCheck,
  stopRealityCheck,
  useRealityCheckStore,
} from './reality-check';
import { CasinoRounds } from './casino-rounds';
import './casino.css';

type Connection = ReturnType<CasinoCommunicator['connect']>;

/** The reality-check message (spec 001 §4): elapsed time and game; Continue or leave. */
function RealityCheckMessage({ game, onLeave }: { readonly game: string; readonly onLeave: () => void }) {
  const language = useSiteStore((state) => state.language);
  const check = useRealityCheckStore();
  return (
    <Dialog
      title={casinoText(language, 'realityTitle')}
      onClose={continueRealityCheck}
      dismissible={false}
      role="alertdialog"
    >
      <p className="casino-reality__message">
        {casinoText(language, 'realityMessage', { game, minutes: elapsedMinutes(check) })}
      </p>
      <div className="casino-reality__actions">
        <button type="button" className="casino-button" data-autofocus onClick={continueRealityCheck}>
          {casinoText(language, 'continue')}
        </button>
        <button type="button" className="casino-button casino-button--secondary" onClick={onLeave}>
          {casinoText(language, 'leave')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The casino lobby (`/casino`): our games, one launched at a time in the `Casino` frame, talking
 * to the lobby through the communicator (balance, pause and resume for the reality check).
 */
export function CasinoPage() {
  const language = useSiteStore((state) => state.language);
  const sportsApi = useSiteStore((state) => state.config.sportsApi);
  const config = useCasinoStore((state) => state.config);
  const current = useCasinoStore((state) => state.current);
  const due = useRealityCheckStore((state) => state.due);
  const mobile = useIsMobile();
  const frame = useRef<HTMLIFrameElement>(null);
  const connection = useRef<Connection | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = frame.current;
    const link = communicator();
    if (!element || !link || !current) return;
    const connected = link.connect(element, (event) => {
      if (event === 'balance') void refreshBalance();
      if (event === 'round' || event === 'seed') useCasinoStore.getState().roundsChanged();
    });
    connection.current = connected;
    return () => {
      connected.disconnect();
      connection.current = null;
    };
  }, [current]);

  useEffect(() => {
    connection.current?.post(due ? 'pause' : 'resume');
  }, [due]);

  // Leaving the lobby ends its games and their reality check.
  useEffect(
    () => () => {
      stopRealityCheck();
      void closeAllGames();
    },
    [],
  );

  const leave = () => {
    stopRealityCheck();
    void closeAllGames();
  };

  if (!config) {
    return (
      <section className="casino" aria-busy="true">
        <p role="status">{casinoText(language, 'loading')}</p>
      </section>
    );
  }

  const play = async (game: (typeof config.games)[number]) => {
    setFailed(false);
    setBusy(true);
    const open = useCasinoStore.getState().current;
    if (open) await closeGame(open);
    const launched = await launchGame(game, mobile ? 'mobile' : 'desktop', config.casino_language);
    setBusy(false);
    if (!launched) {
      setFailed(true);
      return;
    }
    startRealityCheck(config.reality_check_default_interval);
  };

  return (
    <section className="casino" aria-labelledby="casino-title">
      <h1 id="casino-title" className="casino__title">
        {casinoText(language, 'title')}
      </h1>
      <p className="casino__intro">{casinoText(language, 'intro')}</p>
      {failed ? (
        <p role="alert" className="casino__error">
          {casinoText(language, 'launchFailed')}
        </p>
      ) : null}
      {current ? (
        <div className="casino__stage">
          <div className="casino__stage-bar">
            <span>{current.name}</span>
            <button
              type="button"
              className="casino-button casino-button--secondary"
              onClick={() => {
                stopRealityCheck();
                void closeGame(current);
              }}
            >
              {casinoText(language, 'close')}
            </button>
          </div>
          <iframe
            key={current.details.url_data.token}
            ref={frame}
            title="Casino"
            className="casino__frame"
            src={`${sportsApi}${current.details.url}`}
            hidden={due}
          />
        </div>
      ) : null}
      <ul className="casino__games">
        {config.games.map((game) => (
          <li key={game.esaId}>
            <button
              type="button"
              className={`casino-game casino-game--${game.identifier}${current?.identifier === game.identifier ? ' casino-game--open' : ''}`}
              aria-pressed={current?.identifier === game.identifier}
              disabled={busy}
              onClick={() => void play(game)}
            >
              <span className="casino-game__name">{casinoText(language, 'play', { name: game.name })}</span>
            </button>
          </li>
        ))}
      </ul>
      {due && current ? <RealityCheckMessage game={current.name} onLeave={leave} /> : null}
      <CasinoRounds />
    </section>
  );
}
