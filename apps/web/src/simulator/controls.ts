import type { DeviceModel, DeviceState, NativeHost } from '@sportsbook/native-host';

/** What the control panel drives and shows. */
export interface ControlsOptions {
  readonly model: DeviceModel;
  readonly host: NativeHost;
  readonly log: readonly string[];
  storage(): readonly string[];
  readonly countries: readonly string[];
  reload(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  return element('button', { type: 'button', textContent: text, onclick: onClick });
}

function group(title: string, children: Node[]): HTMLFieldSetElement {
  return element('fieldset', { className: 'sim-group' }, [element('legend', { textContent: title }), ...children]);
}

const AUTH_TYPES: Record<string, readonly string[]> = {
  'Face ID': ['Face ID'],
  'Touch ID': ['Touch ID'],
  Fingerprint: ['Fingerprint'],
  None: [],
};

/** Renders the phone and the control panel; `refresh` redraws the state and the log. */
export function renderControls(root: HTMLElement, options: ControlsOptions): { refresh(): void } {
  const { model, host } = options;
  const update = (change: Partial<DeviceState>) => model.update(change);

  const authSelect = element(
    'select',
    { id: 'sim-auth', onchange: () => update({ localAuthTypes: AUTH_TYPES[authSelect.value] ?? [] }) },
    Object.keys(AUTH_TYPES).map((name) => element('option', { value: name, textContent: name })),
  );
  authSelect.value = model.get().localAuthTypes[0] ?? 'None';
  const passes = element('input', {
    type: 'checkbox',
    id: 'sim-bio-pass',
    checked: model.get().biometricPasses,
    onchange: () => update({ biometricPasses: passes.checked }),
  });
  const platform = element(
    'select',
    { id: 'sim-platform', onchange: () => update({ platform: platform.value as DeviceState['platform'] }) },
    [
      element('option', { value: 'ios', textContent: 'iOS' }),
      element('option', { value: 'android', textContent: 'Android' }),
    ],
  );
  platform.value = model.get().platform;
  const country = element(
    'select',
    { id: 'sim-country' },
    options.countries.map((code) => element('option', { value: code.toLowerCase(), textContent: code })),
  );
  const state = element('pre', { className: 'sim-state', id: 'sim-state', tabIndex: 0 });
  const storageView = element('pre', { className: 'sim-state', id: 'sim-storage', tabIndex: 0 });
  const log = element('ol');
  const logBox = element('div', { className: 'sim-log', tabIndex: 0 }, [log]);
  logBox.setAttribute('role', 'log');
  logBox.setAttribute('aria-label', 'Bridge log');

  const panel = element('section', { className: 'sim-panel' }, [
    element('h1', { textContent: 'Device simulator' }),
    group('Device', [
      element('label', { htmlFor: 'sim-platform', textContent: 'Platform' }),
      platform,
      button('Reload app', options.reload),
    ]),
    group('Biometrics', [
      element('label', { htmlFor: 'sim-auth', textContent: 'Local auth type' }),
      authSelect,
      element('label', { className: 'sim-check' }, [passes, ' Biometric prompt succeeds']),
    ]),
    group('Location', [
      button('Grant location', () => update({ location: 'granted', settingsOpened: null })),
      button('Deny location', () => update({ location: 'denied' })),
      button('Location error', () => update({ location: 'error' })),
    ]),
    group('App state', [
      button('Send app to background', () => update({ foreground: false })),
      button('Bring app to foreground', () => update({ foreground: true })),
      button('Go offline', () => update({ online: false })),
      button('Go online', () => update({ online: true })),
    ]),
    group('Push', [
      button('Grant push', () => update({ push: 'granted' })),
      button('Deny push', () => update({ push: 'denied' })),
    ]),
    group('Host events', [
      element('label', { htmlFor: 'sim-country', textContent: 'Country' }),
      country,
      button('Send switch_country', () => host.switchCountry(country.value)),
      button('Send refresh_balance', () => host.refreshBalance()),
      button('Send logout', () => host.logout()),
    ]),
    element('h2', { textContent: 'Device' }),
    state,
    element('h2', { textContent: 'Device storage' }),
    storageView,
    element('h2', { textContent: 'Bridge' }),
    logBox,
  ]);
  root.append(element('main', { className: 'sim' }, [element('div', { className: 'sim-phone' }), panel]));

  const refresh = () => {
    const { position: _position, ...shown } = model.get();
    state.textContent = JSON.stringify(shown, null, 1);
    storageView.textContent = options.storage().join('\n') || '(empty)';
    log.replaceChildren(...options.log.slice(-40).map((line) => element('li', { textContent: line })));
  };
  refresh();
  return { refresh };
}
