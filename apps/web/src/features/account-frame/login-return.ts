import { useAccountFrameStore } from '../../stores/account-frame-store';

/**
 * After a login something asked for (decision 098), wherever it happened (the frame's login page,
 * the web overlay, the native overlay): the route it was asked on the way to (My Bets, the casino…),
 * then the account page it was asked for (a guest's `?cashier=` link lands in the cashier).
 */
export function followLoginReturn(navigate: (path: string) => void): void {
  const frame = useAccountFrameStore.getState();
  const { path, page } = frame.takeLoginReturn();
  if (path) navigate(path);
  if (page) frame.openPage(page);
}
