import { DesktopAccountButtons } from './account-buttons';
import { BrandLogo } from './brand-logo';
import { HeaderTabs } from './header-tabs';

/** The desktop header: logo, tabs and header links, then the account buttons. */
export function DesktopHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLogo />
        <HeaderTabs />
        <DesktopAccountButtons />
      </div>
    </header>
  );
}
