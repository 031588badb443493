import { COUNTRY_BLOCKED_POPUP_ID } from '@sportsbook/protocol';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { answerSportTokenRequest, logOut, publishBalance } from '../frame/account-actions';
import { announceAppReady } from '../frame/app-ready';
import { useFrame } from '../frame/frame-context';
import { setAffiliate } from '../frame/affiliate-store';
import { resetForms } from '../frame/form-reset';
import { getPopup } from '../frame/popup-store';
import { useSite } from '../hooks/use-site';
import { subscribeRefusals } from '../lib/http';
import { startSession } from '../lib/session';

/**
 * Handles what the shell posts into the frame (spec 001 §7) and announces `app_ready` once the
 * handlers listen, so the message the shell queued before readiness is not lost. A refusal from a
 * blocked country is passed to the shell as `show_popup` `COUNTRY_BLOCKED_POPUP_ID`.
 */
export function useShellMessages(): void {
  const bridge = useFrame();
  const navigate = useNavigate();
  const { to } = useSite();
  const toRef = useRef(to);
  toRef.current = to;

  useEffect(() => {
    const stop = bridge.subscribe((message) => {
      switch (message.event) {
        case 'request_sport_token':
          void answerSportTokenRequest(bridge);
          break;
        case 'token':
          // The shell hands over a session it holds (e.g. after a token login): keep it here too.
          startSession(message.details.token);
          void publishBalance(bridge);
          break;
        case 'open_page':
          void navigate(toRef.current(message.details.page));
          break;
        case 'hide_iframe':
          resetForms();
          bridge.post('iframe_hidden', {});
          break;
        case 'logout':
          logOut(bridge);
          break;
        case 'sportLoginFinished':
        case 'sportRegistrationFinished':
        case 'sportLoginWithTokenFinished':
          resetForms();
          break;
        case 'init_popups': {
          const popup = getPopup();
          if (popup) bridge.post('show_popup', { id: popup.id, message: popup.message });
          break;
        }
        case 'affiliate':
          setAffiliate(message.details);
          break;
        case 'applepay_support':
        case 'applepay_session_failed':
          // The shell answers Apple Pay as unsupported (decision 042); this site offers no Apple Pay button.
          break;
      }
    });
    // The shell shows a blocked country's refusal as its forbidden modal (decision 103).
    const stopRefusals = subscribeRefusals((refusal) => {
      if (refusal.code !== 'COUNTRY_BLOCKED') return;
      const message = typeof refusal.details.message === 'string' ? refusal.details.message : undefined;
      bridge.post('show_popup', { id: COUNTRY_BLOCKED_POPUP_ID, ...(message ? { message } : {}) });
    });
    announceAppReady(bridge);
    return () => {
      stop();
      stopRefusals();
    };
  }, [bridge, navigate]);
}
