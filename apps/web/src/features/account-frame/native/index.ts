/*
 * The app mode of the account host (decision 038): the native bridge, the native login
 * overlay and the forced logins. Its own chunk: the web never loads it.
 */
export { NativeApp } from './native-app';
export { AppLoginToggles } from './app-login-toggles';
