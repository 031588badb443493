/*
 * The account frame host and the session around it (spec 001 §2 "Embedded account frame",
 * "Login overlay", §4 "Frame bridge", "Logout", "Inactivity"). Mount both once, inside the
 * router; open pages with `useAccountFrameStore.getState().openPage('/help')`, and ask for a login
 * with `requestLogin()` (the native overlay in the app, the frame's login page on the web;
 * stores/account-frame-store.ts, decision 098).
 */
export { AccountFrame } from './components/account-frame';
export { LoginOverlay } from './components/login-overlay';
