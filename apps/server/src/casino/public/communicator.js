/* global window, document */
/*
 * The casino communicator (spec 001 §4, decision 036): the lobby loads this script from the game
 * server, then talks to a game frame through it. Only messages from that frame's window and from
 * the games' origin are passed on; messages to the frame are posted to that origin only.
 */
(function install() {
  // The games live where this script was served from (the game server).
  const GAMES_ORIGIN = new URL(document.currentScript?.src ?? window.location.href).origin;

  /** Connects the lobby to one game frame; answers { post(event, details), disconnect() }. */
  function connect(frame, onMessage) {
    function receive(event) {
      if (event.origin !== GAMES_ORIGIN || event.source !== frame.contentWindow) return;
      const message = event.data;
      if (!message || typeof message !== 'object' || message.source !== 'casino-game') return;
      if (typeof message.event !== 'string') return;
      onMessage(message.event, message.details && typeof message.details === 'object' ? message.details : {});
    }
    window.addEventListener('message', receive);
    return {
      post(event, details) {
        frame.contentWindow?.postMessage({ source: 'casino-lobby', event, details: details ?? {} }, GAMES_ORIGIN);
      },
      disconnect() {
        window.removeEventListener('message', receive);
      },
    };
  }

  window.sportsbookCasinoCommunicator = Object.freeze({ version: 1, origin: GAMES_ORIGIN, connect });
})();
