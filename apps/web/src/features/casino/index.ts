export { CasinoBoot } from './casino-boot';
export { CasinoSidebarLink } from './casino-link';
export { CasinoPage } from './casino-page';
export { CasinoRounds } from './casino-rounds';
