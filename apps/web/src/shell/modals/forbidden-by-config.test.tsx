import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorConfig, setOperatorConfig } from '../../lib/operator';
import { isDisabledAccountPage, useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { DesktopHeader } from '../header/desktop-header';
import { MobileHeader } from '../header/mobile-header';
import { globalContentOf } from '../../test/content-fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { ModalHost } from './modal-host';

const FORBIDDEN =
  'Sorry, Sportsbook UK Sport is not available in your country. Please contact our customer service if you need assistance.';

describe('the forbidden modal when the configuration turns registration or login off (spec 001 §2, §5)', () => {
  const before = operatorConfig();
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    useSessionStore.getState().signOut();
    useUiStore.setState({ modal: null, modalProps: {} });
    useAccountFrameStore.setState({ active: false, page: null, returnPath: null, loginOverlayOpen: false });
    stubFetch({ '/api/content/global': globalContentOf('GB') });
  });
  afterEach(() => {
    setOperatorConfig(before);
    vi.unstubAllGlobals();
  });

  it('names the registration and login pages the configuration turns off', () => {
    const off = { ...before, registrationDisabled: true, loginDisabled: false };
    expect(isDisabledAccountPage('/registration', off)).toBe(true);
    expect(isDisabledAccountPage('/registration-with-token/abc', off)).toBe(true);
    expect(isDisabledAccountPage('/login', off)).toBe(false);
    expect(isDisabledAccountPage('/cashier/deposit', off)).toBe(false);
    expect(isDisabledAccountPage('/login', { ...off, loginDisabled: true })).toBe(true);
    expect(isDisabledAccountPage('/registration', before)).toBe(false);
  });

  it('shows the forbidden modal instead of the registration page when Join is pressed', async () => {
    setOperatorConfig({ ...before, registrationDisabled: true });
    const user = userEvent.setup();
    renderInApp(
      <>
        <DesktopHeader />
        <ModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(FORBIDDEN)).toBeInTheDocument();
    expect(useAccountFrameStore.getState().active).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Login stays open while only registration is off.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/login' });
  });

  it('shows it instead of the mobile login overlay when login is off', async () => {
    setOperatorConfig({ ...before, loginDisabled: true });
    const user = userEvent.setup();
    renderInApp(
      <>
        <MobileHeader />
        <ModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(false);
  });
});
