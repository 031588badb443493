export { SettingsModal } from './settings-modal';
export { saveSettings } from './save-settings';
export type { SettingsValues } from './save-settings';
