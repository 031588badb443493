/* global window, document, location */
/*
 * The casino's game client (issue 13, decision 036): one page per game, run in the lobby's
 * `Casino` frame. Every round is decided by the server; this page sends the stake, shows the
 * outcome, keeps the provably-fair panel (the seed's hash before play, the next seed's hash before
 * the player picks a client seed, the seed revealed on rotation, verification of any past round) and talks to the lobby by postMessage, checked against its
 * own origin (the lobby and the games share the sports origin).
 */

const data = JSON.parse(document.getElementById('casino-data').textContent);
const texts = data.texts;
const game = data.game;
const fragment = new URLSearchParams(location.hash.slice(1));
const credentials = { session: fragment.get('session') ?? '', token: fragment.get('token') ?? '' };
const LOBBY_ORIGIN = location.origin;
const root = document.getElementById('game');

let state = null;
let paused = false;
let busy = false;
let currency = 'EUR';

const t = (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
const money = (minor) => new Intl.NumberFormat(data.lang, { style: 'currency', currency }).format(minor / 100);
const major = (amount) => new Intl.NumberFormat(data.lang, { style: 'currency', currency }).format(amount);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

/** Posts an event to the lobby (only to our own origin). */
function tellLobby(event, details = {}) {
  if (window.parent === window) return;
  window.parent.postMessage({ source: 'casino-game', event, details }, LOBBY_ORIGIN);
}

async function api(path, init = {}) {
  const response = await fetch(path, {
    ...init,
    headers: {
      'casino-session': credentials.session,
      'casino-token': credentials.token,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const body = await response.json().catch(() => ({ status: 0, message: 'SERVER_ERROR' }));
  return body;
}

/** Waits between tries while a round's answer is unknown (decision 077): 1 s, 2 s, 4 s, then every 8 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
/** A round still unanswered after this long is sent again, under the same round id. */
const ROUND_TIMEOUT_MS = 10000;
/** Answers a gateway gives for a server it could not hear: the round may or may not have been played. */
const GATEWAY_STATUSES = [502, 503, 504];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays a round until its answer comes. A dropped connection, a time-out or a gateway's answer
 * leaves the round unknown, so the very same body is sent again: its `round_id` is the
 * idempotency key, so a round already played answers its first result and never takes the
 * stake twice. 'Checking your bet…' shows meanwhile.
 */
async function playUntilAnswered(body) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch('/casino/api/rounds', {
        method: 'POST',
        headers: {
          'casino-session': credentials.session,
          'casino-token': credentials.token,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ROUND_TIMEOUT_MS),
      });
      if (!GATEWAY_STATUSES.includes(response.status)) {
        return await response.json().catch(() => ({ status: 0, message: 'SERVER_ERROR' }));
      }
    } catch {
      // The answer was lost on the way: the round is asked for again below.
    }
    status.textContent = t('checking');
    await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
  }
}

/* ---- the page ---- */

const status = element('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
const balance = element('p', { class: 'balance' });
const stakeInput = element('input', { id: 'stake', type: 'number', inputmode: 'decimal', step: '0.01', value: '1.00' });
const chanceInput = element('input', { id: 'chance', type: 'number', step: '0.01', min: '1', max: '95', value: '50' });
const playButton = element('button', { type: 'submit', class: 'play', text: t('play') });
const board = element('div', { class: 'board', 'aria-hidden': 'true' });
const outcome = element('p', { class: 'outcome', role: 'status', 'aria-live': 'polite' });
const seedHash = element('code', { class: 'hash', id: 'seed-hash' });
const nextSeedHash = element('code', { class: 'hash', id: 'next-seed-hash' });
const clientSeed = element('input', {
  id: 'client-seed',
  type: 'text',
  maxlength: '32',
  pattern: '[A-Za-z0-9_-]{1,32}',
});
const nonce = element('output', { id: 'nonce' });
const revealed = element('p', { class: 'revealed' });
const history = element('ol', { class: 'history' });

function renderBoard(result) {
  board.replaceChildren();
  if (game === 'wheel') {
    state.board.forEach((multiplier, index) => {
      board.append(
        element('span', {
          class: `segment${result && result.result === index ? ' hit' : ''}${multiplier === 0 ? ' zero' : ''}`,
          text: `${multiplier / 10000}x`,
        }),
      );
    });
  } else if (game === 'plinko') {
    state.board.forEach((multiplier, index) => {
      board.append(
        element('span', {
          class: `slot${result && result.result === index ? ' hit' : ''}`,
          text: `${multiplier / 10000}x`,
        }),
      );
    });
    if (result)
      board.append(element('span', { class: 'path', text: result.path.replace(/L/g, '↙').replace(/R/g, '↘') }));
  } else {
    const roll = result ? (result.result / 100).toFixed(2) : '--.--';
    board.append(element('span', { class: `roll${result && result.payout > 0 ? ' hit' : ''}`, text: roll }));
  }
}

function describe(round) {
  if (round.game === 'dice')
    return `${t('roll')} ${(round.result / 100).toFixed(2)} < ${(round.chance / 100).toFixed(2)}`;
  if (round.game === 'wheel') return `${t('segment')} ${round.result + 1}`;
  return `${t('slot')} ${round.result + 1} (${round.path})`;
}

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Recomputes a revealed round on the server's public verifier and checks the seed's hash here. */
async function verify(round, target) {
  const query = new URLSearchParams({
    game: round.game,
    server_seed: round.server_seed,
    client_seed: round.client_seed,
    nonce: String(round.nonce),
  });
  if (round.chance !== null) query.set('chance', String(round.chance));
  const [answer, hash] = await Promise.all([
    fetch(`/casino/api/verify?${query.toString()}`).then((response) => response.json()),
    sha256Hex(round.server_seed),
  ]);
  const same =
    answer.status === 1 &&
    hash === round.server_seed_hash &&
    answer.data.result === round.result &&
    answer.data.multiplier === round.multiplier;
  target.textContent = same ? t('verified') : t('mismatch');
}

async function loadHistory() {
  const answer = await api('/casino/api/rounds?limit=10');
  if (answer.status !== 1) return;
  history.replaceChildren(
    ...answer.data.map((round) => {
      const result = element('span', { class: 'verdict', role: 'status' });
      const item = element('li', {}, [
        element('span', {
          text: `#${round.nonce} ${describe(round)} · ${money(round.stake)} → ${money(round.payout)}`,
        }),
      ]);
      if (round.server_seed) {
        item.append(
          element('button', {
            type: 'button',
            text: t('verify'),
            'aria-label': `${t('verify')} #${round.nonce}`,
            onclick: () => void verify(round, result),
          }),
          result,
        );
      }
      return item;
    }),
  );
}

function showSeed(seed) {
  seedHash.textContent = seed.server_seed_hash;
  nextSeedHash.textContent = seed.next_server_seed_hash;
  clientSeed.value = seed.client_seed;
  nonce.textContent = String(seed.next_nonce);
}

function showBalance(amount) {
  balance.textContent = `${t('balance')}: ${major(amount)}`;
}

function updateControls() {
  playButton.disabled = paused || busy || state === null;
  root.classList.toggle('paused', paused);
  if (paused) status.textContent = t('paused');
  else if (status.textContent === t('paused')) status.textContent = '';
}

function ended(message) {
  state = null;
  status.textContent =
    message === 'CASINO_SESSION_ENDED' || message === 'CASINO_ACCOUNT_BLOCKED' ? t('sessionEnded') : message;
  updateControls();
  tellLobby('session_ended', { message });
}

async function play(event) {
  event.preventDefault();
  if (paused || busy || !state) return;
  const stake = Math.round(Number(stakeInput.value) * 100);
  const body = { round_id: crypto.randomUUID(), stake };
  if (game === 'dice') body.chance = Math.round(Number(chanceInput.value) * 100);
  busy = true;
  updateControls();
  try {
    const answer = await playUntilAnswered(body);
    if (answer.status !== 1) {
      if (answer.message === 'CASINO_SESSION_ENDED' || answer.message === 'CASINO_ACCOUNT_BLOCKED')
        ended(answer.message);
      else
        status.textContent =
          answer.message === 'BALANCE_INSUFFICIENT'
            ? t('insufficient')
            : (answer.meta?.error?.message ?? answer.message);
      return;
    }
    const { round } = answer.data;
    renderBoard(round);
    outcome.textContent = `${describe(round)} — ${round.payout > 0 ? t('won', { amount: money(round.payout) }) : t('lost')}`;
    status.textContent = '';
    showBalance(answer.data.balance);
    nonce.textContent = String(round.nonce + 1);
    tellLobby('balance', { balance: answer.data.balance, currency: answer.data.currency });
    tellLobby('round', { game, round_id: round.id });
    void loadHistory();
  } finally {
    busy = false;
    updateControls();
  }
}

async function rotate() {
  if (!state) return;
  // The commitment shown is the one this rotation must activate; the server refuses any other.
  const answer = await api('/casino/api/seed', {
    method: 'POST',
    body: JSON.stringify({
      client_seed: clientSeed.value.trim() || 'player',
      next_server_seed_hash: nextSeedHash.textContent,
    }),
  });
  if (answer.status !== 1) {
    if (answer.message === 'CASINO_SEED_CHANGED') {
      const current = await api('/casino/api/state');
      if (current.status === 1) showSeed(current.data.seed);
      status.textContent = t('seedChanged');
    } else status.textContent = answer.meta?.error?.message ?? answer.message;
    return;
  }
  if (answer.data.revealed) revealed.textContent = `${t('revealedSeed')}: ${answer.data.revealed.server_seed}`;
  showSeed(answer.data.seed);
  tellLobby('seed', {});
  void loadHistory();
}

/** Messages from the lobby: pause (reality check) and resume. */
window.addEventListener('message', (event) => {
  if (event.origin !== LOBBY_ORIGIN || event.source !== window.parent) return;
  const message = event.data;
  if (!message || typeof message !== 'object' || message.source !== 'casino-lobby') return;
  if (message.event === 'pause') paused = true;
  else if (message.event === 'resume') paused = false;
  else if (message.event === 'balance' && typeof message.details?.balance === 'number')
    showBalance(message.details.balance);
  updateControls();
});

async function start() {
  document.body.classList.add(new URLSearchParams(location.search).get('device') === 'mobile' ? 'mobile' : 'desktop');
  const form = element('form', { class: 'controls', onsubmit: play }, [
    element('label', { for: 'stake', text: t('stake') }),
    stakeInput,
    ...(game === 'dice' ? [element('label', { for: 'chance', text: t('winChance') }), chanceInput] : []),
    playButton,
  ]);
  const fairness = element('section', { class: 'fairness', 'aria-labelledby': 'fairness-title' }, [
    element('h2', { id: 'fairness-title', text: t('fairness') }),
    element('p', {}, [element('span', { text: `${t('serverSeedHash')}: ` }), seedHash]),
    element('p', {}, [element('span', { text: `${t('nextServerSeedHash')}: ` }), nextSeedHash]),
    element('label', { for: 'client-seed', text: t('clientSeed') }),
    clientSeed,
    element('p', {}, [element('span', { text: `${t('nonce')}: ` }), nonce]),
    element('button', { type: 'button', text: t('newSeed'), onclick: () => void rotate() }),
    revealed,
  ]);
  const rules = element('p', { class: 'rules' });
  root.replaceChildren(
    element('h1', { text: t(game) }),
    balance,
    rules,
    board,
    form,
    outcome,
    status,
    fairness,
    element('section', { class: 'history-section', 'aria-labelledby': 'history-title' }, [
      element('h2', { id: 'history-title', text: t('history') }),
      history,
    ]),
  );
  updateControls();
  const answer = await api('/casino/api/state');
  if (answer.status !== 1) {
    ended(answer.message);
    root.setAttribute('aria-busy', 'false');
    return;
  }
  state = answer.data;
  currency = state.currency;
  stakeInput.min = (state.rules.min_stake / 100).toFixed(2);
  stakeInput.max = (state.rules.max_stake / 100).toFixed(2);
  rules.textContent = t('rules', {
    rtp: (state.rules.rtp * 100).toFixed(2),
    max: state.rules.max_multiplier / 10000,
    min: money(state.rules.min_stake),
    maxStake: money(state.rules.max_stake),
  });
  showBalance(state.balance);
  showSeed(state.seed);
  renderBoard(null);
  root.setAttribute('aria-busy', 'false');
  updateControls();
  tellLobby('ready', { game });
  void loadHistory();
}

void start();
