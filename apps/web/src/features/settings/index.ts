export { SettingsModal } from './settings-modal';
