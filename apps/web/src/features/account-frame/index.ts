/*
 * The account frame host and the session around it (spec 001 §2 "Embedded account frame",
 * "Login overlay", §4 "Frame bridge", "Logout", "Inactivity"). Mount both once, inside the
 * router; open pages with `useAccountFrameStore.getState().openPage('/login')` and the overlay
 * with `openLoginOverlay()` (stores/account-frame-store.ts).
 */
export { AccountFrame } from './components/account-frame';
export { LoginOverlay } from './components/login-overlay';
