export { deviceSimulator } from './device-simulator';
export { accountOriginPolicy, addSecurityHeaders, inlineSourcesOf, sportsOriginPolicy } from './security-headers';
export { webStatic } from './web-static';
